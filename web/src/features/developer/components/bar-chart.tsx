// A small SVG bar chart of our own (no chart library): grouped bars with a legend and an accessible
// summary. It lives in the Analytics page's chunk only, so no other page downloads it.

export interface BarSeries {
  name: string;
  /** A Tailwind fill class, e.g. "fill-primary". */
  className: string;
  swatch: string;
}

export interface BarChartProps {
  title: string;
  labels: string[];
  series: BarSeries[];
  /** values[seriesIndex][labelIndex] */
  values: number[][];
  height?: number;
  /** Show every n-th label under the axis (dense day axes). */
  labelEvery?: number;
}

export function BarChart({ title, labels, series, values, height = 180, labelEvery = 1 }: BarChartProps) {
  const max = Math.max(1, ...values.flat());
  const groupWidth = 100 / Math.max(1, labels.length);
  const barWidth = (groupWidth * 0.8) / Math.max(1, series.length);
  const total = series.map((s, i) => `${s.name}: ${values[i]!.reduce((a, b) => a + b, 0)}`).join(", ");
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      {/* The bars carry their numbers: each non-zero bar has its value above it, in HTML over the SVG
          (the SVG stretches to the width, so text inside it would stretch too). */}
      <div className="relative pt-3">
        <svg
          role="img"
          aria-label={`${title}. ${total}.`}
          viewBox={`0 0 100 ${height / 4}`}
          preserveAspectRatio="none"
          className="h-44 w-full"
        >
          {labels.map((label, li) =>
            series.map((s, si) => {
              const value = values[si]![li]!;
              const h = (value / max) * (height / 4 - 1);
              return (
                <rect
                  key={`${label}-${s.name}`}
                  x={li * groupWidth + groupWidth * 0.1 + si * barWidth}
                  y={height / 4 - h}
                  width={barWidth}
                  height={h}
                  className={s.className}
                >
                  <title>{`${label} · ${s.name}: ${value}`}</title>
                </rect>
              );
            }),
          )}
        </svg>
        <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 h-44">
          {labels.map((label, li) =>
            series.map((s, si) => {
              const value = values[si]![li]!;
              if (value === 0) return null;
              const x = li * groupWidth + groupWidth * 0.1 + si * barWidth + barWidth / 2;
              return (
                <span
                  key={`${label}-${s.name}`}
                  data-bar-value
                  className="absolute -translate-x-1/2 text-[10px] leading-none font-medium tabular-nums text-foreground"
                  style={{ left: `${x}%`, bottom: `calc(${(value / max) * 100 * ((height / 4 - 1) / (height / 4))}% + 2px)` }}
                >
                  {value}
                </span>
              );
            }),
          )}
        </div>
      </div>
      <div className="flex justify-between text-[10px] text-muted-foreground" aria-hidden>
        {labels.map((label, i) => (
          <span key={label} className="min-w-0 flex-1 truncate text-center">
            {i % labelEvery === 0 ? label : ""}
          </span>
        ))}
      </div>
      <div className="flex flex-wrap gap-4 text-xs">
        {series.map((s) => (
          <span key={s.name} className="flex items-center gap-1">
            <span className={`inline-block size-3 rounded-sm ${s.swatch}`} aria-hidden />
            {s.name}
          </span>
        ))}
      </div>
    </figure>
  );
}
