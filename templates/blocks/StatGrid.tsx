/** Figures as a definition list of cards ("Population" → "9,740"), `columns` across on wide screens. */
export function StatGrid({ stats, columns, className }: { stats: { label: string; value: string }[]; columns: 3 | 4; className?: string }) {
  return (
    <dl className={`grid grid-${columns} town-stats${className ? ` ${className}` : ''}`}>
      {stats.map((s) => (
        <div key={s.label} className="card town-stat">
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
