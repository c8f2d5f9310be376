import { Injectable } from '@nestjs/common';
import { ActivitySearchIndex } from '../activities/activity-search.js';
import { loadNiceClasses, type NiceClass } from './nice-classes.js';

/**
 * Read side of the Nice classes: 45 fixed rows served from the repository's data file (read
 * once), searched with the activities' ranking (whole words and word starts of the headings in
 * the four languages and of everyday words; a number finds its class first).
 */
@Injectable()
export class NiceQueries {
  private readonly classes = loadNiceClasses();
  private readonly index = new ActivitySearchIndex(
    this.classes.map((c) => ({
      id: String(c.number),
      level: 'class' as const,
      position: c.number,
      selectable: true,
      labels: Object.values(c.heading),
      synonyms: Object.values(c.keywords).flat(),
    })),
  );

  all(): NiceClass[] {
    return this.classes;
  }

  byNumber(number: number): NiceClass | undefined {
    return this.classes[number - 1];
  }

  /** Best match first. */
  search(search: string): NiceClass[] {
    return this.index.search(search).map((r) => this.classes[Number(r.id) - 1]!);
  }
}
