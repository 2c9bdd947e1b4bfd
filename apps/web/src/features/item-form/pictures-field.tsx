import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { DirectionalIcon } from '../../components/ui/directional-icon.tsx';
import {
  MAX_PICTURES,
  MAX_UPLOAD_BYTES,
  mediaUrl,
  PICTURE_SIGNATURE_BYTES,
  PICTURE_TYPES,
  pictureTypeOf,
  type ItemPicture,
  type PanelMode,
} from '@market/domain';

/** A picture in the form: one already stored, or a file chosen now (shown from a local object URL). */
export interface PictureSlot {
  key: string;
  stored?: ItemPicture;
  file?: File;
  url: string;
}

export function storedSlots(pictures: ItemPicture[]): PictureSlot[] {
  return pictures.map((picture) => ({
    key: `p${picture.pictureNo}`,
    stored: picture,
    url: mediaUrl(picture.pictureMiniName),
  }));
}

let serial = 0;

/** Several pictures, in order: add, move earlier or later, remove. The first one is the listing's thumbnail. */
export function PicturesField({
  mode,
  slots,
  onChange,
}: {
  mode: PanelMode;
  slots: PictureSlot[];
  onChange: (slots: PictureSlot[]) => void;
}) {
  const { t } = useTranslation('item-form');
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const urls = useRef(new Set<string>());

  // Object URLs of chosen files are released when the form goes away.
  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = async (files: File[]) => {
    const next = [...slots];
    const problems: string[] = [];
    for (const file of files) {
      if (file.size > MAX_UPLOAD_BYTES) problems.push(t('pictures.tooLarge', { name: file.name }));
      // The first bytes, not the name or the browser's type: a text file named .jpg is refused here.
      else if (!pictureTypeOf(new Uint8Array(await file.slice(0, PICTURE_SIGNATURE_BYTES).arrayBuffer())))
        problems.push(t('pictures.notImage', { name: file.name }));
      else if (next.length >= MAX_PICTURES) problems.push(t('pictures.tooMany', { max: MAX_PICTURES }));
      else {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        serial += 1;
        next.push({ key: `f${serial}`, file, url });
      }
    }
    setRefused(problems);
    onChange(next);
  };

  const move = (index: number, by: number) => {
    const next = [...slots];
    const [slot] = next.splice(index, 1);
    next.splice(index + by, 0, slot!);
    onChange(next);
  };

  const heading = (
    <Typography component="h2" variant="h6">
      {t('sections.pictures')}
    </Typography>
  );
  if (mode === 'view') {
    return (
      <Stack spacing={1}>
        {heading}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {slots.map((slot, index) => (
            <Box
              key={slot.key}
              component="img"
              src={slot.url}
              alt={t('pictures.alt', { n: index + 1 })}
              sx={{ width: 150, height: 100, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      {heading}
      <Typography variant="body2" color="text.secondary">
        {t('pictures.hint', { max: MAX_PICTURES })}
      </Typography>
      <Box
        component="ol"
        aria-label={t('sections.pictures')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {slots.map((slot, index) => (
          <PictureTile
            key={slot.key}
            slot={slot}
            index={index}
            last={index === slots.length - 1}
            onMove={(by) => move(index, by)}
            onRemove={() => onChange(slots.filter((other) => other !== slot))}
          />
        ))}
      </Box>
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          disabled={slots.length >= MAX_PICTURES}
        >
          {t('pictures.add')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={PICTURE_TYPES.join(',')}
          aria-label={t('pictures.add')}
          data-testid="picture-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void add(files);
          }}
        />
      </Box>
      {refused.length > 0 && (
        <Alert severity="warning" onClose={() => setRefused([])}>
          {refused.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}

/** One chosen picture: its place (the first is the thumbnail), and buttons to move it or remove it. */
function PictureTile({
  slot,
  index,
  last,
  onMove,
  onRemove,
}: {
  slot: PictureSlot;
  index: number;
  last: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('item-form');
  return (
    <Box
      component="li"
      data-testid="picture-slot"
      sx={{
        width: 160,
        border: 1,
        borderColor: index === 0 ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 0.5,
      }}
    >
      <Box
        component="img"
        src={slot.url}
        alt={t('pictures.alt', { n: index + 1 })}
        sx={{ width: '100%', height: 100, objectFit: 'cover', display: 'block', borderRadius: 0.5 }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" sx={{ px: 0.5 }}>
          {index === 0 ? t('pictures.main') : index + 1}
        </Typography>
        <Box>
          <Tooltip title={t('pictures.earlier')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('pictures.earlierOf', { n: index + 1 })}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <DirectionalIcon icon={ArrowBackIcon} />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('pictures.later')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('pictures.laterOf', { n: index + 1 })}
                disabled={last}
                onClick={() => onMove(1)}
              >
                <DirectionalIcon icon={ArrowForwardIcon} />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('pictures.remove')}>
            <IconButton size="small" aria-label={t('pictures.removeOf', { n: index + 1 })} onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Stack>
    </Box>
  );
}
