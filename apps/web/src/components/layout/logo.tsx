export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold text-slate-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="7" fill="#3730a3" />
        <path
          d="M9 22V10h6.5a4 4 0 0 1 0 8H12m3.5 0 4.5 4"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      ResumeLoop
    </span>
  );
}
