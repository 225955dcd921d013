/** "1 problem", "2 problems": a count with its noun (regular English plurals only). */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
