// Injected into every page the bench opens (before the app's own code): records, on the page's
// clock (ms since navigation), when Home and a game's table (its board, whatever the phase) are first on screen, the long tasks,
// every click, and every committed IndexedDB write of a saved game (when it was asked for, when it
// committed, its log length).
(() => {
  const m = (window.__bench = { home: null, table: null, longTasks: [], clicks: [], commits: [] });
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) m.longTasks.push([e.startTime, e.startTime + e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* a browser without long-task timing: none are counted */
  }
  const check = () => {
    const now = performance.now();
    if (m.home === null && document.querySelector('.shelf button') && document.querySelector('.saved-game button')) m.home = now;
    if (m.table === null && document.querySelector('.playing [data-board-area] > *')) m.table = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  // A click's own timestamp (when the browser took the tap in) and when the page's first listener ran.
  addEventListener('click', (e) => m.clicks.push({ at: e.timeStamp, ran: performance.now() }), true);
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, key) {
    if (this.name === 'games' && value && Array.isArray(value.log)) {
      const n = value.log.length;
      const asked = performance.now();
      this.transaction.addEventListener('complete', () => m.commits.push({ t: performance.now(), asked, n }));
    }
    return put.call(this, value, key);
  };
})();
