const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A small count as prose writes it ("eight"), figures from 13 on: copy that derives its numbers still reads as written. */
export const numberWord = (count: number): string => WORDS[count] ?? String(count);

/** The same at the start of a sentence or a table cell ("Eight"). */
export const capitalNumberWord = (count: number): string => {
  const word = numberWord(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
};
