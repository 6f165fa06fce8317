/** One formatter per time zone: building one costs far more than formatting (a 10,000-row report formats as many times). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** 'YYYY-MM-DD HH:mm:ss' in the given time zone (China Standard Time by default). */
export function formatDateTime(d: Date | null | undefined, timeZone = 'Asia/Shanghai'): string {
  if (!d) return '';
  const parts = formatterIn(timeZone).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** Today's date 'YYYY-MM-DD' in the given time zone. */
export function today(timeZone = 'Asia/Shanghai', now = new Date()): string {
  return formatDateTime(now, timeZone).slice(0, 10);
}

/** The calendar date 'YYYY-MM-DD' an instant falls on in China (a business date: never the UTC day). */
export function dateInChina(instant: Date): string {
  return today('Asia/Shanghai', instant);
}
