/** Said kindly on every bank page: NATUR is a pretend coin, real NATUR is coming soon. */
export function DemoNotice() {
  return (
    <div className="nv-card nv-bank__notice">
      <p className="nv-row">
        <span className="nv-badge">Demo</span>
        <span className="nv-badge nv-bank__soon">Coming soon</span>
      </p>
      <p>
        NATUR is a pretend coin for practising saving and spending. It is not real money: nobody pays anything and it cannot buy real things. Real NATUR is
        coming soon.
      </p>
    </div>
  );
}
