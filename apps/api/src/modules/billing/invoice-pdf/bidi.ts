import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** One piece of a line in one direction, in the order it is drawn from the left. */
export interface VisualRun {
  /** The characters in logical order (a right-to-left run's brackets already mirrored). */
  text: string;
  rtl: boolean;
}

/** The first character of a run that belongs to a script (not a digit, a space or a sign common to all). */
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * Whether fontkit lays a run out right to left: as fontkit's Script.forString, the first
 * character of a script decides (an Arabic percent sign beside Latin digits counts).
 */
function laidOutRtl(text: string): boolean {
  const scripted = SCRIPTED.exec(text)?.[0];
  return scripted !== undefined && RTL_SCRIPT.test(scripted);
}
/** Direction marks of formatted values (Intl's Arabic currency): they steer bidi, never drawn. */
const MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A line of text as runs to draw from left to right (the Unicode Bidirectional Algorithm of
 * bidi-js, rules L1–L2 over whole runs): in an Arabic paragraph the Arabic words read from the
 * right while a number, an invoice number or an e-mail address keeps reading from the left.
 *
 * A run is never split into characters, so fontkit still shapes its Arabic letters (joined forms)
 * and lays a run holding them out right to left. A run whose direction is not the one fontkit
 * would choose (a colon in Arabic, "5٪" read from the left) is given to it reversed, and in every
 * right-to-left run the brackets are mirrored, which fontkit does not do. `direction` is the paragraph's: the page's, or
 * 'ltr' for a value that always reads from the left (an e-mail, a phone number, an IBAN), or
 * 'auto' for what a person typed (its first letter decides, as `dir="auto"` does).
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl' | 'auto'): VisualRun[] {
  const text = line.replace(MARKS, '').trim();
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: { text: string; level: number }[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    index += char.length;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  // L2: from the highest level to the lowest odd one, reverse every sequence at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(
    ...runs.map((run) => run.level).filter((l) => l % 2 === 1),
    highest + 1,
  );
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    for (let start = 0; start < runs.length;) {
      if (runs[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return runs.map(({ text: runText, level }) => {
    const rtl = level % 2 === 1;
    const chars = [...runText].map((char) =>
      rtl ? (bidi.getMirroredCharacter(char) ?? char) : char,
    );
    // fontkit reverses a run it lays out right to left: give it the other order when the run's
    // direction is not the one fontkit would choose (a colon in Arabic, "5٪" read from the left).
    return { text: (laidOutRtl(runText) === rtl ? chars : chars.reverse()).join(''), rtl };
  });
}
