/** Links to pages of the site, one per list item (`className`: the list's look). */
export function LinkList({ links, className }: { links: { path: string; name: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.name}</a>
        </li>
      ))}
    </ul>
  );
}
