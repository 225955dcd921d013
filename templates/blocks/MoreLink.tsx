/** A "read more" link whose visible label is completed for screen readers by `context` (": Furnace Repair", " in Cody"). */
export function MoreLink({ href, label, context, className }: { href: string; label: string; context: string; className?: string }) {
  return (
    <a className={className} href={href}>
      {label}
      <span className="visually-hidden">{context}</span>
    </a>
  );
}
