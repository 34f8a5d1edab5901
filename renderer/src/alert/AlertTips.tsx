/** What to do and not to do when answering an alert (spec/core.md §2). */
export function AlertTips() {
  return (
    <section className="alert-tips" aria-labelledby="alert-tips-title">
      <h3 id="alert-tips-title">Safety tips</h3>
      <ul>
        <li>Call 911 if anyone is in immediate danger.</li>
        <li>Use Get Directions to reach the location.</li>
        <li>Stay connected with emergency services.</li>
        <li>Do not enter dangerous situations yourself.</li>
      </ul>
    </section>
  );
}
