/** The back office's languages (../types.ts), spelled out so that the browser tests can read this file too. */
type Locale = 'ckb' | 'en' | 'ar' | 'kmr';

/** Texts of the activities browser (`resources.activities.*`), in the four languages. */
export const activityMessages: Record<Locale, Record<string, unknown>> = {
  en: {
    resources: {
      activities: {
        name: 'Activity |||| Activities (ISIC)',
        fields: {
          code: 'Code',
          label: 'Activity',
          level: 'Level',
          selectable: 'Can be chosen',
          parentId: 'Part of',
          hasChildren: 'Has sub-activities',
          labels: { ckb: 'In Central Kurdish', en: 'In English', ar: 'In Arabic', kmr: 'In Kurmanji' },
          q: 'Search (words in any language, or a code)',
        },
        levels: { section: 'Section', division: 'Division', group: 'Group', class: 'Class', sub_class: 'Sub-class' },
        sections: { activity: 'Activity', labels: 'Names', children: 'Sub-activities' },
        untranslated: 'not yet translated; shown in %{language}',
        none: '—',
      },
    },
  },
  ckb: {
    resources: {
      activities: {
        name: 'چالاکی |||| چالاکییەکان',
        fields: {
          code: 'کۆد',
          label: 'چالاکی',
          level: 'ئاست',
          selectable: 'دەتوانرێت هەڵبژێردرێت',
          parentId: 'بەشێکە لە',
          hasChildren: 'چالاکیی لاوەکی هەیە',
          labels: { ckb: 'بە کوردیی ناوەندی', en: 'بە ئینگلیزی', ar: 'بە عەرەبی', kmr: 'بە کورمانجی' },
          q: 'گەڕان (وشە بە هەر زمانێک، یان کۆد)',
        },
        levels: { section: 'بەش', division: 'لق', group: 'گروپ', class: 'پۆل', sub_class: 'پۆلی لاوەکی' },
        sections: { activity: 'چالاکی', labels: 'ناوەکان', children: 'چالاکییە لاوەکییەکان' },
        untranslated: 'هێشتا وەرنەگێڕدراوە؛ بە %{language} پیشان دەدرێت',
        none: '—',
      },
    },
  },
  ar: {
    resources: {
      activities: {
        name: 'نشاط |||| الأنشطة (ISIC)',
        fields: {
          code: 'الرمز',
          label: 'النشاط',
          level: 'المستوى',
          selectable: 'قابل للاختيار',
          parentId: 'جزء من',
          hasChildren: 'له أنشطة فرعية',
          labels: { ckb: 'بالكردية الوسطى', en: 'بالإنجليزية', ar: 'بالعربية', kmr: 'بالكرمانجية' },
          q: 'البحث (كلمات بأي لغة، أو رمز)',
        },
        levels: { section: 'باب', division: 'قسم', group: 'مجموعة', class: 'فئة', sub_class: 'فئة فرعية' },
        sections: { activity: 'النشاط', labels: 'الأسماء', children: 'الأنشطة الفرعية' },
        untranslated: 'لم يُترجم بعد؛ معروض بـ%{language}',
        none: '—',
      },
    },
  },
  kmr: {
    resources: {
      activities: {
        name: 'Çalakî |||| Çalakî (ISIC)',
        fields: {
          code: 'Kod',
          label: 'Çalakî',
          level: 'Ast',
          selectable: 'Dikare bê hilbijartin',
          parentId: 'Beşek ji',
          hasChildren: 'Binçalakî hene',
          labels: { ckb: 'Bi Kurdiya navendî', en: 'Bi Îngilîzî', ar: 'Bi Erebî', kmr: 'Bi Kurmancî' },
          q: 'Lêgerîn (peyv bi her zimanî, an kod)',
        },
        levels: { section: 'Beş', division: 'Par', group: 'Kom', class: 'Pol', sub_class: 'Binpol' },
        sections: { activity: 'Çalakî', labels: 'Nav', children: 'Binçalakî' },
        untranslated: 'hê nehatiye wergerandin; bi %{language} tê nîşandan',
        none: '—',
      },
    },
  },
};
