/**
 * How the workflows read to people: for every status of every kind of application its label in
 * the four languages (spec §4 names them) and what it means for the applicant (its category),
 * and the labels of the steps shown on timelines. The portals and the back office take their
 * status labels, chips, filters and timelines from here, so that no copy can drift.
 *
 * The statuses are those the workflow tables name: adding a state to a table without a label
 * here fails the type-check (`satisfies` below) and the spec beside this file.
 */
import { BUSINESS_WORKFLOW } from '#src/businesses/workflow';
import type { Locale } from '#src/shared/i18n/locale';
import type { Translations } from '#src/shared/i18n/messages';
import { TRADE_NAME_WORKFLOW } from '#src/trade-names/application/workflow';
import { TRADEMARK_WORKFLOW } from '#src/trademarks/workflow';
import { EVENT_OF_STEP } from './application-events.js';
import type { ApplicationStep } from './application-commands.js';
import { statesOf, type WorkflowTable } from './workflow.js';

/** The workflow table of each kind of application, by the read model's `kind`. */
export const APPLICATION_WORKFLOWS = {
  'trade-name': TRADE_NAME_WORKFLOW,
  business: BUSINESS_WORKFLOW,
  trademark: TRADEMARK_WORKFLOW,
} as const;
export type WorkflowKind = keyof typeof APPLICATION_WORKFLOWS;
export const WORKFLOW_KINDS = Object.keys(APPLICATION_WORKFLOWS) as WorkflowKind[];

/**
 * Each kind in words, and where the applicant portal shows one of its applications (the path the
 * API's notifications and e-mails link to, followed by the application's id).
 */
export const KIND_PRESENTATION = {
  'trade-name': {
    portalPath: '/my-applications/trade-names',
    label: { ckb: 'ناوی بازرگانی', en: 'Trade name', ar: 'اسم تجاري', kmr: 'Navê bazirganiyê' },
  },
  business: { portalPath: '/my-applications/businesses', label: { ckb: 'کۆمپانیا', en: 'Business', ar: 'شركة', kmr: 'Şirket' } },
  trademark: {
    portalPath: '/my-applications/trademarks',
    label: { ckb: 'نیشانەی بازرگانی', en: 'Trademark', ar: 'علامة تجارية', kmr: 'Marqeya bazirganî' },
  },
} as const satisfies Record<WorkflowKind, { portalPath: string; label: Translations }>;

/** A business application of a foreign company registers a branch (spec §2): it is called one wherever it is named (issue 34 §4). */
export const BRANCH_LABEL: Translations = {
  ckb: 'لقی کۆمپانیای بیانی',
  en: 'Branch of a foreign company',
  ar: 'فرع شركة أجنبية',
  kmr: 'Şaxa şirketeke biyanî',
};

/** The kind of an application in words: a foreign company's business application reads as a branch. */
export function kindLabelOf(kind: WorkflowKind, businessType?: string | null): Translations {
  return kind === 'business' && businessType === 'foreign_company' ? BRANCH_LABEL : KIND_PRESENTATION[kind].label;
}

type StateOf<T> = T extends WorkflowTable<infer State, string> ? State : never;
/** Every state some table names. */
export type WorkflowStatus = StateOf<(typeof APPLICATION_WORKFLOWS)[WorkflowKind]>;

/**
 * What a status means for the applicant: the registry holds the application, the applicant must
 * act (correct it), the fee is due, or nothing more will happen (finished well, or closed).
 */
export const STATUS_CATEGORIES = ['with_registry', 'action_needed', 'waiting_for_payment', 'finished', 'closed'] as const;
export type StatusCategory = (typeof STATUS_CATEGORIES)[number];

export interface StatusPresentation {
  readonly category: StatusCategory;
  readonly label: Translations;
}

const RECOMMENDED: Translations = {
  ckb: 'پێشنیارکراو بۆ پەسەندکردن',
  en: 'Recommended for approval',
  ar: 'موصى بالموافقة عليه',
  kmr: 'Ji bo pejirandinê hatiye pêşniyarkirin',
};
const REQUIRES_CORRECTION: Translations = {
  ckb: 'پێویستی بە ڕاستکردنەوە هەیە',
  en: 'Requires correction',
  ar: 'يحتاج إلى تصحيح',
  kmr: 'Rastkirin pêwîst e',
};

export const STATUS_PRESENTATION = {
  submitted: { category: 'with_registry', label: { ckb: 'پێشکەشکراو', en: 'Submitted', ar: 'مقدَّم', kmr: 'Hatiye şandin' } },
  legal_checking: {
    category: 'with_registry',
    label: { ckb: 'پشکنینی یاسایی', en: 'Legal checking', ar: 'قيد التدقيق القانوني', kmr: 'Kontrola qanûnî' },
  },
  // Spec §4: returned_to_applicant is shown to the user as "requires correction".
  returned_to_applicant: { category: 'action_needed', label: REQUIRES_CORRECTION },
  requires_business_correction: {
    category: 'action_needed',
    label: {
      ckb: 'پێویستی بە ڕاستکردنەوەی زانیاریی کۆمپانیا هەیە',
      en: 'Requires business correction',
      ar: 'يحتاج إلى تصحيح بيانات الشركة',
      kmr: 'Rastkirina agahiyên şirketê pêwîst e',
    },
  },
  requires_trade_name_correction: {
    category: 'action_needed',
    label: {
      ckb: 'پێویستی بە ڕاستکردنەوەی ناوی بازرگانی هەیە',
      en: 'Requires trade name correction',
      ar: 'يحتاج إلى تصحيح الاسم التجاري',
      kmr: 'Rastkirina navê bazirganiyê pêwîst e',
    },
  },
  trade_name_recommended_for_approval: { category: 'with_registry', label: RECOMMENDED },
  recommended_for_approval: { category: 'with_registry', label: RECOMMENDED },
  waiting_for_payment: {
    category: 'waiting_for_payment',
    label: { ckb: 'چاوەڕێی پارەدان', en: 'Waiting for payment', ar: 'بانتظار الدفع', kmr: 'Li benda dayînê' },
  },
  granted: { category: 'finished', label: { ckb: 'پێدراو', en: 'Granted', ar: 'ممنوح', kmr: 'Hatiye dayîn' } },
  registered: { category: 'finished', label: { ckb: 'تۆمارکراو', en: 'Registered', ar: 'مسجَّل', kmr: 'Tomarkirî' } },
  reserved: { category: 'finished', label: { ckb: 'پارێزراو', en: 'Reserved', ar: 'محجوز', kmr: 'Veqetandî' } },
  rejected: { category: 'closed', label: { ckb: 'ڕەتکراوە', en: 'Rejected', ar: 'مرفوض', kmr: 'Redkirî' } },
  terminated: { category: 'closed', label: { ckb: 'کۆتایی پێهێنراو', en: 'Terminated', ar: 'منتهٍ', kmr: 'Bidawîbûyî' } },
} as const satisfies Record<WorkflowStatus, StatusPresentation>;

/** What a client shows for a status it does not know (a newer server): never the raw code. */
export const UNKNOWN_STATUS_LABEL: Translations = { ckb: 'نەزانراو', en: 'Unknown', ar: 'غير معروف', kmr: 'Nenas' };

export interface StepPresentation {
  /** What happened, as a timeline entry reads. */
  readonly label: Translations;
  /** The step as a command, as the back office's button for it reads. */
  readonly action: Translations;
  /** `assign` and `claim` are the registry's desk work: the back office shows it, the applicant's timeline does not. */
  readonly shownToApplicant: boolean;
}

export const STEP_PRESENTATION = {
  submit: {
    action: { ckb: 'پێشکەشکردن', en: 'Submit', ar: 'تقديم', kmr: 'Şandin' },
    shownToApplicant: true,
    label: { ckb: 'داواکاری پێشکەش کرا', en: 'Application submitted', ar: 'قُدّم الطلب', kmr: 'Serlêdan hate şandin' },
  },
  start_legal_check: {
    action: { ckb: 'دەستپێکردنی پشکنینی یاسایی', en: 'Start legal checking', ar: 'بدء التدقيق القانوني', kmr: 'Destpêka kontrola qanûnî' },
    shownToApplicant: true,
    label: { ckb: 'پشکنینی یاسایی دەستی پێکرد', en: 'Legal check started', ar: 'بدأ التدقيق القانوني', kmr: 'Kontrola qanûnî dest pê kir' },
  },
  return_to_applicant: {
    action: { ckb: 'گەڕاندنەوە بۆ ڕاستکردنەوە', en: 'Return for correction', ar: 'إعادة للتصحيح', kmr: 'Ji bo rastkirinê vegerîne' },
    shownToApplicant: true,
    label: {
      ckb: 'بۆ ڕاستکردنەوە گەڕێندرایەوە',
      en: 'Returned for correction',
      ar: 'أُعيد للتصحيح',
      kmr: 'Ji bo rastkirinê hate vegerandin',
    },
  },
  correct: {
    action: { ckb: 'ڕاستکردنەوە', en: 'Correction', ar: 'تصحيح', kmr: 'Rastkirin' },
    shownToApplicant: true,
    label: { ckb: 'ڕاستکردنەوە پاشەکەوت کرا', en: 'Correction saved', ar: 'حُفظ التصحيح', kmr: 'Rastkirin hate tomarkirin' },
  },
  resubmit: {
    action: { ckb: 'دووبارە پێشکەشکردنەوە', en: 'Resubmit', ar: 'إعادة التقديم', kmr: 'Dîsa bişîne' },
    shownToApplicant: true,
    label: {
      ckb: 'دوای ڕاستکردنەوە دووبارە نێردرایەوە',
      en: 'Sent again after correction',
      ar: 'أُرسل مجددًا بعد التصحيح',
      kmr: 'Piştî rastkirinê dîsa hate şandin',
    },
  },
  recommend_approval: {
    action: { ckb: 'پێشنیاری پەسەندکردن', en: 'Recommend approval', ar: 'التوصية بالموافقة', kmr: 'Pejirandinê pêşniyar bike' },
    shownToApplicant: true,
    label: {
      ckb: 'پێشنیار کرا بۆ پەسەندکردن',
      en: 'Recommended for approval',
      ar: 'أوصي بالموافقة عليه',
      kmr: 'Ji bo pejirandinê hate pêşniyarkirin',
    },
  },
  approve: {
    action: { ckb: 'پەسەندکردن', en: 'Approve', ar: 'الموافقة', kmr: 'Bipejirîne' },
    shownToApplicant: true,
    label: { ckb: 'پەسەند کرا', en: 'Approved', ar: 'تمت الموافقة', kmr: 'Hate pejirandin' },
  },
  confirm_payment: {
    action: { ckb: 'دڵنیاکردنەوەی پارەدان', en: 'Confirm payment', ar: 'تأكيد الدفع', kmr: 'Dayînê piştrast bike' },
    shownToApplicant: true,
    label: { ckb: 'کرێ درا', en: 'Fee paid', ar: 'دُفع الرسم', kmr: 'Xerc hate dayîn' },
  },
  reject: {
    action: { ckb: 'ڕەتکردنەوە', en: 'Reject', ar: 'رفض', kmr: 'Red bike' },
    shownToApplicant: true,
    label: { ckb: 'ڕەت کرایەوە', en: 'Rejected', ar: 'رُفض', kmr: 'Hate redkirin' },
  },
  terminate: {
    action: { ckb: 'هەڵوەشاندنەوە', en: 'Terminate', ar: 'إنهاء', kmr: 'Betal bike' },
    shownToApplicant: true,
    label: { ckb: 'کۆتایی پێهێنرا', en: 'Terminated', ar: 'أُنهي', kmr: 'Bi dawî bû' },
  },
  assign: {
    action: { ckb: 'سپاردن', en: 'Assign', ar: 'إسناد', kmr: 'Bispêre' },
    shownToApplicant: false,
    label: { ckb: 'سپێردرا بە پێداچووەرێک', en: 'Assigned to a reviewer', ar: 'أُسند إلى مراجع', kmr: 'Ji lêkolerekî re hate spartin' },
  },
  claim: {
    action: { ckb: 'وەرگرتنی بۆ خۆم', en: 'Claim', ar: 'استلامه لنفسي', kmr: 'Ji bo xwe bigire' },
    shownToApplicant: false,
    label: { ckb: 'پێداچووەرێک وەریگرت', en: 'Claimed by a reviewer', ar: 'استلمه مراجع', kmr: 'Lêkolerekî girt' },
  },
  request_transfer: {
    action: { ckb: 'داوای گواستنەوە', en: 'Request transfer', ar: 'طلب نقل الملكية', kmr: 'Daxwaza veguhastinê' },
    shownToApplicant: true,
    label: {
      ckb: 'داوای گواستنەوەی خاوەندارێتی کرا',
      en: 'Ownership transfer requested',
      ar: 'طُلب نقل الملكية',
      kmr: 'Veguhastina xwedîtiyê hate xwestin',
    },
  },
  confirm_transfer: {
    action: { ckb: 'دڵنیاکردنەوەی گواستنەوە', en: 'Confirm transfer', ar: 'تأكيد نقل الملكية', kmr: 'Veguhastinê piştrast bike' },
    shownToApplicant: true,
    label: { ckb: 'خاوەندارێتی گوازرایەوە', en: 'Ownership transferred', ar: 'نُقلت الملكية', kmr: 'Xwedîtî hate veguhastin' },
  },
  cancel_transfer: {
    action: { ckb: 'هەڵوەشاندنەوەی گواستنەوە', en: 'Cancel transfer', ar: 'إلغاء نقل الملكية', kmr: 'Veguhastinê betal bike' },
    shownToApplicant: true,
    label: {
      ckb: 'گواستنەوەی خاوەندارێتی هەڵوەشایەوە',
      en: 'Ownership transfer cancelled',
      ar: 'أُلغي نقل الملكية',
      kmr: 'Veguhastina xwedîtiyê hate betalkirin',
    },
  },
  issue_certificate: {
    action: { ckb: 'دەرکردنی بڕوانامە', en: 'Issue certificate', ar: 'إصدار الشهادة', kmr: 'Belgeyê derxe' },
    shownToApplicant: true,
    label: { ckb: 'بڕوانامە دەرچوو', en: 'Certificate issued', ar: 'صدرت الشهادة', kmr: 'Belge hate derxistin' },
  },
  rectify: {
    action: { ckb: 'ڕاستکردنەوەی تۆمار', en: 'Rectify the record', ar: 'تصحيح السجل', kmr: 'Tomarê rast bike' },
    // The holder learns that their record was corrected, and why.
    shownToApplicant: true,
    label: { ckb: 'تۆمار ڕاستکرایەوە', en: 'Record rectified', ar: 'صُحِّح السجل', kmr: 'Tomar hate rastkirin' },
  },
} as const satisfies Record<ApplicationStep, StepPresentation>;

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(table, key);

export const isWorkflowStatus = (status: string): status is WorkflowStatus => has(STATUS_PRESENTATION, status);
export const isWorkflowKind = (kind: string): kind is WorkflowKind => has(APPLICATION_WORKFLOWS, kind);

/** The states of a kind's table, in the table's order (a queue's filter lists them so). */
export function statusesOf(kind: WorkflowKind): WorkflowStatus[] {
  return statesOf<WorkflowStatus>(APPLICATION_WORKFLOWS[kind]);
}

/** The category of a status, `undefined` for a status no table names. */
export function statusCategory(status: string): StatusCategory | undefined {
  return isWorkflowStatus(status) ? STATUS_PRESENTATION[status].category : undefined;
}

/** The status in words; a status no table names reads "unknown". */
export function statusLabel(status: string, locale: Locale): string {
  return isWorkflowStatus(status) ? STATUS_PRESENTATION[status].label[locale] : UNKNOWN_STATUS_LABEL[locale];
}

/** Whether the applicant's timeline shows a step: only the steps it has labels for, and not desk work. */
export function isApplicantTimelineStep(event: string): event is ApplicationStep {
  return has(STEP_PRESENTATION, event) && STEP_PRESENTATION[event].shownToApplicant;
}

/**
 * The labels of one language as nested translation resources, `status.<state>` (with
 * `status.unknown`) and `step.<event>`, for clients that translate by key (i18next, react-admin).
 */
export function workflowTexts(locale: Locale): {
  status: Record<WorkflowStatus | 'unknown', string>;
  step: Record<ApplicationStep, string>;
  action: Record<ApplicationStep, string>;
  kind: Record<WorkflowKind, string>;
} {
  const status = Object.fromEntries(Object.entries(STATUS_PRESENTATION).map(([s, p]) => [s, p.label[locale]])) as Record<
    WorkflowStatus,
    string
  >;
  const step = Object.fromEntries(Object.entries(STEP_PRESENTATION).map(([e, p]) => [e, p.label[locale]])) as Record<
    ApplicationStep,
    string
  >;
  const action = Object.fromEntries(Object.entries(STEP_PRESENTATION).map(([e, p]) => [e, p.action[locale]])) as Record<
    ApplicationStep,
    string
  >;
  const kind = Object.fromEntries(Object.entries(KIND_PRESENTATION).map(([k, p]) => [k, p.label[locale]])) as Record<WorkflowKind, string>;
  return { status: { ...status, unknown: UNKNOWN_STATUS_LABEL[locale] }, step, action, kind };
}

/** The workflow step a stored event records (`trade-name.approved` → `approve`), if any. */
export function stepOfEvent(type: string): ApplicationStep | undefined {
  const name = type.slice(type.indexOf('.') + 1);
  return STEP_OF_EVENT.get(name);
}
const STEP_OF_EVENT: ReadonlyMap<string, ApplicationStep> = new Map(
  (Object.entries(EVENT_OF_STEP) as [ApplicationStep, string][]).map(([step, event]) => [event, step]),
);
