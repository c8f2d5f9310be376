/** The back office's languages (../types.ts), spelled out so that the browser tests can read this file too. */
type Locale = 'ckb' | 'en' | 'ar' | 'kmr';

/** Texts of the cashiers' receipts screen (`resources.receipts.*`), in the four languages. */
export const receiptMessages: Record<Locale, Record<string, unknown>> = {
  en: {
    resources: {
      receipts: {
        name: 'Receipt |||| Receipts',
        fields: {
          receiptNumber: 'Receipt number',
          receiptDate: 'Receipt date',
          name: 'Application',
          kind: 'Kind',
          uen: 'UEN',
          cashierName: 'Cashier',
          confirmedAt: 'Confirmed at',
          date: 'Day',
          cashierId: 'Cashier',
        },
        all_cashiers: 'Every cashier',
        export: 'Export CSV',
        exported: 'Receipts exported',
        empty: 'No receipts on this day.',
        cash_only: 'Cash at the counter: receipts carry no amount.',
      },
    },
  },
  ckb: {
    resources: {
      receipts: {
        name: 'پسوولە |||| پسوولەکان',
        fields: {
          receiptNumber: 'ژمارەی پسوولە',
          receiptDate: 'بەرواری پسوولە',
          name: 'داواکاری',
          kind: 'جۆر',
          uen: 'ژمارەی ناسنامەی دامەزراوە',
          cashierName: 'سندوقدار',
          confirmedAt: 'کاتی دڵنیاکردنەوە',
          date: 'ڕۆژ',
          cashierId: 'سندوقدار',
        },
        all_cashiers: 'هەموو سندوقدارەکان',
        export: 'هەناردەکردن وەک CSV',
        exported: 'پسوولەکان هەناردەکران',
        empty: 'لەم ڕۆژەدا هیچ پسوولەیەک نییە.',
        cash_only: 'پارەی نەختینە لە بنکەی وەرگرتن: پسوولەکان هیچ بڕە پارەیەکیان تێدا نییە.',
      },
    },
  },
  ar: {
    resources: {
      receipts: {
        name: 'إيصال |||| الإيصالات',
        fields: {
          receiptNumber: 'رقم الإيصال',
          receiptDate: 'تاريخ الإيصال',
          name: 'الطلب',
          kind: 'النوع',
          uen: 'الرقم الموحد',
          cashierName: 'أمين الصندوق',
          confirmedAt: 'وقت التأكيد',
          date: 'اليوم',
          cashierId: 'أمين الصندوق',
        },
        all_cashiers: 'جميع أمناء الصندوق',
        export: 'تصدير CSV',
        exported: 'تم تصدير الإيصالات',
        empty: 'لا توجد إيصالات في هذا اليوم.',
        cash_only: 'دفع نقدي عند الشباك: الإيصالات لا تحمل أي مبلغ.',
      },
    },
  },
  kmr: {
    resources: {
      receipts: {
        name: 'Meqbûz |||| Meqbûz',
        fields: {
          receiptNumber: 'Hejmara meqbûzê',
          receiptDate: 'Dîroka meqbûzê',
          name: 'Serlêdan',
          kind: 'Cure',
          uen: 'Jimareya saziyê',
          cashierName: 'Xezînedar',
          confirmedAt: 'Dema piştrastkirinê',
          date: 'Roj',
          cashierId: 'Xezînedar',
        },
        all_cashiers: 'Hemû xezînedar',
        export: 'Wek CSV derxe',
        exported: 'Meqbûz hatin derxistin',
        empty: 'Di vê rojê de tu meqbûz tune.',
        cash_only: 'Pereyê kaş li ber gîşeyê: di meqbûzan de tu mîqdar nîne.',
      },
    },
  },
};
