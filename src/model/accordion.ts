/** Single-open, collapsible accordion: the clicked item opens, or closes when it was open. */
export function toggleOpen(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
