import { useState, type MouseEvent, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import {
  GALLERY_START_INDEX,
  GALLERY_ZOOM,
  nextGalleryIndex,
  pictureSources,
  previousGalleryIndex,
  showsLeftArrow,
  THUMBNAIL_PLACEHOLDERS,
  youtubeEmbedUrl,
  type DetailResponse,
} from '@market/domain';
import { ListingPicture, PHONE_PAGE_WIDTH } from '../../components/ui/listing-picture.tsx';
import { Placeholder } from '../../components/ui/plain-alert.tsx';
import { PlainButton, PlainIconButton } from '../../components/ui/plain-button.tsx';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  PlayCircleIcon,
  ZoomInIcon,
} from '../../components/ui/plain-icon.tsx';
import { lazyWithMui } from '../../lib/lazy.ts';
import { MountOnFirstUse } from '../../lib/mount-on-first-use.tsx';

const PhotoViewer = lazyWithMui(() => import('./photo-viewer.tsx'), 'PhotoViewer');

export interface GalleryProps {
  title: string;
  pictures: DetailResponse['itemPicture'];
  videoId: string | undefined;
  /** The per-language sold-out image over the main picture (flag 3, not on mobile). */
  soldOutImage: string | null;
  onDownload?: () => void;
}

/** The main picture's width: the page's 7 of 12 columns on a wide screen, the whole width on a phone. */
const MAIN_PICTURE_SIZES = `(min-width: 1200px) 670px, (min-width: 900px) 58vw, ${PHONE_PAGE_WIDTH}`;
/** The thumbnails' cells (at least 72 px, a few to a row). */
const THUMBNAIL_SIZES = '100px';
/** The sold-out stamps' drawn size (public/sold-out/*.svg). */
const SOLD_OUT_IMAGE_SIZE = { width: 400, height: 200 } as const;

/** While the page loads: the main picture's frame and the spec's 56 thumbnail placeholders. */
export function GalleryPlaceholder() {
  const { t } = useTranslation('detail');
  return (
    <div aria-busy="true" aria-label={t('gallery.label')} role="region">
      <Placeholder variant="rectangular" className="gallery__frame" />
      <div data-testid="thumbnail-placeholders" className="gallery__placeholders">
        {Array.from({ length: THUMBNAIL_PLACEHOLDERS }, (_, index) => (
          <Placeholder key={index} variant="rectangular" />
        ))}
      </div>
    </div>
  );
}

/**
 * The picture gallery: pictures are 1..count and index 0 is the video when there is one (spec section 2, rules in
 * packages/domain). The video's player is mounted only while it is selected, so changing picture stops it.
 */
export function Gallery({ title, pictures, videoId, soldOutImage, onDownload }: GalleryProps) {
  const { t } = useTranslation('detail');
  const first = pictures[GALLERY_START_INDEX - 1];
  const firstSources = first ? pictureSources(first.pictureWatermarkName) : undefined;
  // In the head of the page (server-rendered too), so the largest paint is fetched first, before the scripts ask.
  if (firstSources) {
    preload(firstSources.src, {
      as: 'image',
      imageSrcSet: firstSources.srcSet,
      imageSizes: firstSources.srcSet ? MAIN_PICTURE_SIZES : undefined,
      fetchPriority: 'high',
    });
  }
  const [index, setIndex] = useState(GALLERY_START_INDEX);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = pictures.length;
  const hasVideo = videoId !== undefined;
  const picture = index >= 1 ? pictures[index - 1] : undefined;
  const pictureLabel = (n: number) => t('gallery.picture', { index: n, count });

  const follow = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <div role="region" aria-label={t('gallery.label')}>
      <div className="gallery__frame">
        {index === 0 && videoId ? (
          <iframe
            className="gallery__fill"
            src={youtubeEmbedUrl(videoId)}
            title={t('gallery.videoTitle', { title })}
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : picture ? (
          <div className="gallery__zoom" onMouseMove={follow} onMouseLeave={() => setZoom(null)}>
            <ListingPicture
              pictureKey={picture.pictureWatermarkName}
              alt={`${title} – ${pictureLabel(index)}`}
              sizes={MAIN_PICTURE_SIZES}
              priority={index === GALLERY_START_INDEX}
              className="gallery__main"
              style={
                zoom ? { transform: `scale(${GALLERY_ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined
              }
            />
          </div>
        ) : (
          <p className="plain-text gallery__empty">{t('gallery.noPictures')}</p>
        )}
        {soldOutImage && index !== 0 && (
          <img
            className="gallery__sold-out"
            src={soldOutImage}
            alt={t('gallery.soldOut')}
            width={SOLD_OUT_IMAGE_SIZE.width}
            height={SOLD_OUT_IMAGE_SIZE.height}
          />
        )}
        {showsLeftArrow(index) && (
          <PlainIconButton
            label={t('gallery.previous')}
            onClick={() => setIndex(previousGalleryIndex(index))}
            className="gallery__arrow gallery__arrow--previous"
          >
            <ChevronLeftIcon />
          </PlainIconButton>
        )}
        {count + (hasVideo ? 1 : 0) > 1 && (
          <PlainIconButton
            label={t('gallery.next')}
            onClick={() => setIndex(nextGalleryIndex(index, count, hasVideo))}
            className="gallery__arrow gallery__arrow--next"
          >
            <ChevronRightIcon />
          </PlainIconButton>
        )}
      </div>

      <ul aria-label={t('gallery.thumbnails')} className="gallery__thumbnails">
        {hasVideo && (
          <li>
            <Thumbnail selected={index === 0} label={t('gallery.video')} onClick={() => setIndex(0)}>
              <PlayCircleIcon fontSize="large" color="action" />
            </Thumbnail>
          </li>
        )}
        {pictures.map((entry, position) => (
          <li key={entry.pictureIndex}>
            <Thumbnail
              selected={index === position + 1}
              label={pictureLabel(position + 1)}
              onClick={() => setIndex(position + 1)}
            >
              <ListingPicture
                pictureKey={entry.pictureMiniName}
                alt=""
                sizes={THUMBNAIL_SIZES}
                className="gallery__thumbnail-picture"
              />
            </Thumbnail>
          </li>
        ))}
      </ul>

      <div className="gallery__actions">
        {count > 0 && (
          <PlainButton variant="outlined" startIcon={<ZoomInIcon />} onClick={() => setViewerOpen(true)}>
            {t('gallery.viewLarger')}
          </PlainButton>
        )}
        {onDownload && count > 0 && (
          <PlainButton variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload}>
            {t('gallery.download')}
          </PlainButton>
        )}
      </div>
      <MountOnFirstUse active={viewerOpen}>
        <PhotoViewer open={viewerOpen} onClose={() => setViewerOpen(false)} title={title} pictures={pictures} />
      </MountOnFirstUse>
    </div>
  );
}

function Thumbnail({
  selected,
  label,
  onClick,
  children,
}: {
  selected: boolean;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="gallery__thumbnail"
      aria-label={label}
      aria-current={selected ? 'true' : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
