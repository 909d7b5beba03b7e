// Dashboard charts (recharts), loaded only when the dashboard shows them.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, ResponsiveContainer, PieChart, Pie, Cell } from 'recharts';

const COLOURS = ['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];

export function SalesChart(props: { data: { day: string; sales: number }[]; rtl: boolean }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={props.data.map((d) => ({ ...d, egp: d.sales / 100 }))}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" reversed={props.rtl} tickFormatter={(d: string) => d.slice(5)} />
        <YAxis orientation={props.rtl ? 'right' : 'left'} />
        <Tooltip />
        <Bar dataKey="egp" fill="#2563eb" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function StatusChart(props: { data: { status: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <PieChart>
        <Pie data={props.data} dataKey="count" nameKey="status" outerRadius={80} label isAnimationActive={false}>
          {props.data.map((d, i) => (
            <Cell key={d.status} fill={COLOURS[i % COLOURS.length]} />
          ))}
        </Pie>
        <Tooltip />
      </PieChart>
    </ResponsiveContainer>
  );
}
