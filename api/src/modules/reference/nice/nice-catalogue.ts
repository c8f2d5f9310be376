import { Injectable } from '@nestjs/common';
import { ActivitySearchIndex } from '../activities/activity-search.js';
import { loadNiceClasses, type NiceClass } from './nice-classes.js';

/**
 * The Nice classes, shared by ListNiceClasses and GetNiceClass: 45 fixed rows served from the
 * repository's data file (read once, class n at index n - 1), with the activities' ranking over
 * them (whole words and word starts of the headings in the four languages and of everyday words;
 * a number finds its class first).
 */
@Injectable()
export class NiceCatalogue {
  readonly classes: readonly NiceClass[] = loadNiceClasses();
  readonly index = new ActivitySearchIndex(
    this.classes.map((c) => ({
      id: String(c.number),
      level: 'class' as const,
      position: c.number,
      selectable: true,
      labels: Object.values(c.heading),
      synonyms: Object.values(c.keywords).flat(),
    })),
  );
}
