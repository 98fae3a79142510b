/** Issue 35's budgets for every public page on a phone: score, blocking time, JavaScript, script requests. */
export const PAGE_BUDGETS = { performance: 98, tbtMs: 150, jsKb: 100, scripts: 15 };
