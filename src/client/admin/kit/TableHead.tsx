/** A list table's header row: one column heading per name, `label` giving its text. */
export function TableHead<Column extends string>({ columns, label }: { columns: readonly Column[]; label: (column: Column) => string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {label(column)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
