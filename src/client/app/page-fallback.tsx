/** While a route's code loads: an empty calm page (a spinner for ~100 ms only draws the eye). */
export function PageFallback() {
  return <div className="min-h-[60vh]" aria-busy="true" />;
}
