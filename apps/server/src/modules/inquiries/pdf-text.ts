import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

const require = createRequire(import.meta.url);
const bidi = bidiFactory();

/** Noto Sans for Latin, Greek and Cyrillic, Noto Sans KR for Hangul, Noto Sans Arabic: shipped as npm packages. */
export const PDF_FONTS = {
  latin: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  korean: require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
  arabic: require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
};

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const KOREAN = /[\u1100-\u11FF\u3000-\u303F\u3130-\u318F\u3200-\u32FF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/;

/** Bidi isolates and marks: they steer the algorithm, and are not drawn. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A value set apart from the text around it (a first-strong isolate, FSI ... PDI): a date, an amount or a code keeps
 * its own left-to-right order inside an Arabic line, and an Arabic address its own inside a Latin one.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

interface Run {
  text: string;
  font: string;
  level: number;
}

function fontOf(char: string): string {
  if (ARABIC.test(char)) return PDF_FONTS.arabic;
  if (KOREAN.test(char)) return PDF_FONTS.korean;
  return PDF_FONTS.latin;
}

/** Logical-order runs of one font and one bidi level; a space keeps the font of the text before it. */
function runsOf(text: string, levels: Uint8Array, offset: number): Run[] {
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (BIDI_CONTROLS.test(char)) continue;
    const level = levels[offset + i]!;
    const last = runs.at(-1);
    const font = char === ' ' && last ? last.font : fontOf(char);
    if (last && last.font === font && last.level === level) last.text += char;
    else runs.push({ text: char, font, level });
  }
  return runs;
}

/**
 * The runs of a line in visual order (rule L2 of the bidi algorithm, on whole runs). Arabic runs stay in logical order:
 * fontkit shapes them and lays their glyphs right to left; other right-to-left runs are reversed and mirrored here.
 */
function visualRuns(runs: Run[]): Run[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length; start++) {
      if (ordered[start]!.level < level) continue;
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end++;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return ordered.map((run) =>
    run.level % 2 === 1 && !ARABIC.test(run.text)
      ? {
          ...run,
          text: [...run.text]
            .reverse()
            .map((c) => bidi.getMirroredCharacter(c) ?? c)
            .join(''),
        }
      : run,
  );
}

/**
 * Writes paragraphs of any of our six languages into a pdfkit document: each character in a font that has it, lines
 * wrapped in logical order and then laid out by the Unicode bidi algorithm, which pdfkit does not run. Right-to-left
 * documents are right-aligned.
 */
export function createTextWriter(doc: PDFKit.PDFDocument, direction: 'ltr' | 'rtl') {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  // With features, pdfkit lays out a run whole rather than word by word, so fontkit orders an Arabic run's words too.
  const optionsOf = (run: Run) => (run.font === PDF_FONTS.arabic ? { features: [] } : {});
  const widthOf = (runs: Run[], size: number) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text, optionsOf(run)), 0);

  function drawLine(runs: Run[], size: number) {
    const lineHeight = size * 1.45;
    if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    const total = widthOf(runs, size);
    let x = direction === 'rtl' ? left + width - total : left;
    for (const run of visualRuns(runs)) {
      doc
        .font(run.font)
        .fontSize(size)
        .text(run.text, x, top + size * 1.1, { lineBreak: false, baseline: 'alphabetic', ...optionsOf(run) });
      x += doc.widthOfString(run.text, optionsOf(run));
    }
    doc.x = left;
    doc.y = top + lineHeight;
  }

  return {
    paragraph(text: string, size = 10) {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (!clean) return;
      const levels = bidi.getEmbeddingLevels(clean, 'auto').levels;
      let start = 0;
      let end = 0;
      for (const word of clean.matchAll(/\S+/g)) {
        const wordEnd = word.index + word[0].length;
        const candidate = runsOf(clean.slice(start, wordEnd), levels, start);
        if (end > start && widthOf(candidate, size) > width) {
          drawLine(runsOf(clean.slice(start, end), levels, start), size);
          start = word.index;
        }
        end = wordEnd;
      }
      drawLine(runsOf(clean.slice(start, end), levels, start), size);
    },
    gap(lines = 1, size = 10) {
      doc.y += lines * size * 0.8;
    },
  };
}
