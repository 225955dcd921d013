/** A list of short text items (`ordered`: numbered). */
export function ItemList({ items, className, ordered = false }: { items: string[]; className?: string; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** Points each marked with a check ("list-check"); `className` adds the page's own class. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return <ItemList items={items} className={className ? `list-check ${className}` : 'list-check'} />;
}

/** A heading over a check list, as a card (`className` "card …") or a plain group. */
export function CheckListGroup({
  heading,
  items,
  className,
  id,
  level = 3,
}: {
  heading: string;
  items: string[];
  className?: string;
  id?: string;
  level?: 2 | 3 | 4;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={className}>
      <Heading id={id}>{heading}</Heading>
      <CheckList items={items} />
    </div>
  );
}
