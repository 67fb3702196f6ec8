/**
 * The characters beyond ASCII and Latin-1 that WinAnsi, the standard fonts' encoding, has (its 0x80-0x9F): € ‚ ƒ „ …
 * † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ.
 */
const WIN_ANSI_EXTRA = new Set('\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178');

/**
 * What the words and Intl write that WinAnsi lacks, as its nearest WinAnsi character: the narrow and figure no-break
 * spaces (French "10\u202fh", « bonjour ») as the no-break space, the other spaces of fixed width as a space, the
 * typographic hyphens and the minus sign as a hyphen, and a zero-width space as nothing.
 */
const WIN_ANSI_NEAREST: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u200b': '',
};

const inWinAnsi = (character: string) => character === '\n' || (character >= ' ' && character <= '~') || (character >= '\u00a0' && character <= '\u00ff') || WIN_ANSI_EXTRA.has(character);

/**
 * Text as the standard fonts can show it: every character WinAnsi has as it is, the ones above as their nearest. Any
 * other character would print as something else, so it stops the build, naming it, rather than the guide say it wrong.
 */
export function winAnsi(text: string): string {
  return Array.from(text, (character) => {
    if (inWinAnsi(character)) return character;
    const nearest = WIN_ANSI_NEAREST[character];
    if (nearest === undefined) throw new Error(`The CalmKit guide: U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} is not in the standard fonts (in "${text}")`);
    return nearest;
  }).join('');
}

/** Text as the guide sets it: straight quotes and dashes as a typesetter sets them (the words are typed plainly), in WinAnsi. */
export function typographic(text: string): string {
  return winAnsi(
    text
      .replace(/(^|[\s(])"/g, '$1\u201c')
      .replace(/"/g, '\u201d')
      .replace(/(^|[\s(])'/g, '$1\u2018')
      .replace(/'/g, '\u2019')
      .replace(/ - /g, ' \u2013 '),
  );
}
