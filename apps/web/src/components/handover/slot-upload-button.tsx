import Button from '@mui/material/Button';

/**
 * One slot of a loading or arrival set as an upload button named for its slot (the file input carries the same name),
 * filled once the slot has its file; choosing a file sends it at once.
 */
export function SlotUploadButton({
  label,
  done,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  done: boolean;
  accept: readonly string[];
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Button component="label" size="small" variant={done ? 'contained' : 'outlined'} disabled={disabled}>
      {label}
      {done && ' ✓'}
      <input
        hidden
        type="file"
        aria-label={label}
        accept={accept.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </Button>
  );
}
