/** React 19 hoists <title> into <head>: each page names itself for tabs, history and screen readers. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · Attune`}</title>;
}
