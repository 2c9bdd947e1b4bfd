import Button from '@mui/material/Button';

/** A button that opens the file picker; the input carries the same label for assistive technology. */
export function FileButton({
  label,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  onFile(file: File): void;
}) {
  return (
    <Button variant="outlined" component="label" disabled={disabled}>
      {label}
      <input
        type="file"
        hidden
        aria-label={label}
        accept={accept}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
    </Button>
  );
}
