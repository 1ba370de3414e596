import { useEffect, useState } from 'react';

/** Videos uploaded to Crowns: the server stores a poster frame beside each when it can (ffmpeg on the server). */
const UPLOADED_VIDEO = /^(\/files\/public\/videos\/.+)\.(mp4|webm|mov)$/i;

/** Where an uploaded video's poster frame would be; null for other videos. */
export const posterUrlOf = (videoUrl: string) => {
  const m = videoUrl.split(/[?#]/)[0]!.match(UPLOADED_VIDEO);
  return m ? `${m[1]}.poster.jpg` : null;
};

/**
 * The poster frame of an uploaded video once it is known to load; null while loading, when there is none, or for
 * other videos: the player's neutral poster shows then.
 */
export function useHostedPoster(videoUrl: string | null) {
  const [poster, setPoster] = useState<string | null>(null);
  useEffect(() => {
    setPoster(null);
    const url = videoUrl ? posterUrlOf(videoUrl) : null;
    if (!url) return;
    const img = new Image();
    img.onload = () => setPoster(url);
    img.src = url;
    return () => {
      img.onload = null;
    };
  }, [videoUrl]);
  return poster;
}
