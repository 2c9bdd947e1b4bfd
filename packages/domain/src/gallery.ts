/**
 * The picture gallery's index rules: pictures are 1..count, index 0 is the video when there is one, the selection
 * starts at 1, the right arrow wraps from the last picture to the video (or to the first picture), and the left
 * arrow is hidden at index 1 or lower.
 */
export const GALLERY_START_INDEX = 1;
export const GALLERY_ZOOM = 4;
export const THUMBNAIL_PLACEHOLDERS = 56;
export const VIEWER_IMAGE_HEIGHT = 764;

export function nextGalleryIndex(index: number, pictureCount: number, hasVideo: boolean): number {
  if (index >= pictureCount) return hasVideo ? 0 : 1;
  return index + 1;
}

export function previousGalleryIndex(index: number): number {
  return Math.max(1, index - 1);
}

export function showsLeftArrow(index: number): boolean {
  return index > 1;
}

/** The YouTube video id of a watch, short or embed link; undefined for anything else. */
export function youtubeVideoId(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  const match =
    /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(link);
  return match?.[1];
}

/** The privacy-enhanced player, which the server's CSP allows as the only frame source. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?rel=0`;
}
