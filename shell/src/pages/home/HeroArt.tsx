/** A small inline illustration: hills, a river, a sun and a leaf — no image download. */
export function HeroArt() {
  return (
    <svg className="nv-home__art" viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <circle cx="190" cy="40" r="22" fill="#f6c343" />
      <path d="M0 110c40-40 80-40 120-10s80 20 120-20v80H0z" fill="#7cc46a" />
      <path d="M0 130c50-20 90-10 130 6s80 10 110-6v30H0z" fill="#2f7d4f" />
      <path d="M60 160c10-20 40-26 50-44" fill="none" stroke="#8fd3e8" strokeWidth="8" strokeLinecap="round" />
      <path className="nv-home__leaf" d="M70 60c20-30 60-30 70-20-10 30-50 40-70 20z" fill="#2f7d4f" />
      <path d="M72 58c20-6 40-10 60-16" stroke="#e3f0e0" strokeWidth="3" fill="none" />
    </svg>
  );
}
