/** MUI's indeterminate LinearProgress as a plain element (shell.css), named for assistive technology. */
export function LoadingBar({ label }: { label: string }) {
  return <div role="progressbar" aria-label={label} className="shell__progress" />;
}
