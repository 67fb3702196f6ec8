const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A small count as prose writes it ("eight"), figures from 13 on: copy that derives its numbers still reads as written. */
export const numberWord = (count: number): string => WORDS[count] ?? String(count);
