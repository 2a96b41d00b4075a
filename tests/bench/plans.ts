/** Reading EXPLAIN output: which statements read a large relation without an index. */

/**
 * A sequential scan over a relation the planner expects at most this many rows from is the right
 * plan (a lookup table such as agencies), not a missing index.
 */
const SMALL_RELATION_ROWS = 1000;

/** Large sequential scans in a plan: "Seq Scan on <relation> (cost=… rows=N …)" with N above. */
function largeSeqScans(plan: string): string[] {
  const found: string[] = [];
  for (const match of plan.matchAll(
    /Seq Scan on (\w+)(?:\s+\w+)?\s+\(cost=[\d.]+\.\.[\d.]+ rows=(\d+)/g,
  )) {
    if (match[1] && Number(match[2]) > SMALL_RELATION_ROWS) found.push(match[1]);
  }
  return found;
}

/** Relations some plan reads by a large sequential scan (empty: every plan is on an index). */
export function seqScans(plans: readonly string[]): string[] {
  return [...new Set(plans.flatMap(largeSeqScans))];
}

/**
 * The statement without what is in parentheses (subqueries, function arguments), so the table
 * named is the one the statement reads, not one a column's subquery counts in.
 */
function outerLevel(text: string): string {
  let outer = text;
  for (let inner = ''; inner !== outer;) {
    inner = outer;
    outer = outer.replace(/\([^()]*\)/g, '');
  }
  return outer;
}

/** A short name for a statement and how its plan reads ("candidates counts: seq"). */
export function summarisePlan(text: string, plan: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'sql';
  const outer = outerLevel(text);
  const table = /(?:from|into|update)\s+"(\w+)"/i.exec(outer)?.[1] ?? '?';
  const columns = outer.split(/\sfrom\s/i)[0] ?? '';
  const what = /\bcount\b/i.test(columns)
    ? `${table} count${/group by/i.test(text) ? 's' : ''}`
    : `${verb} ${table}`;
  const access =
    largeSeqScans(plan).length > 0 ? 'seq' : /Index|Bitmap/.test(plan) ? 'index' : 'no scan';
  return `${what}: ${access}`;
}
