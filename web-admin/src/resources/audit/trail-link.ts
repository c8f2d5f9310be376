/** The activity trail of a staff id or an e-mail, as a path under the back office (the list keeps its filter in `?filter=`). */
export const trailPath = (basename: string, actor: string) =>
  `${basename}/audit-trail?filter=${encodeURIComponent(JSON.stringify({ actor }))}`;
