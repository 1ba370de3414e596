/** Videos uploaded to Crowns: the server answers a poster beside each (its frame, or a neutral one). */
const UPLOADED_VIDEO = /^(\/files\/public\/videos\/.+)\.(mp4|webm|mov)$/i;

/** The poster of an uploaded video; undefined for other videos (the player's neutral background shows). */
export const posterUrlOf = (videoUrl: string) => {
  const m = videoUrl.split(/[?#]/)[0]!.match(UPLOADED_VIDEO);
  return m ? `${m[1]}.poster.jpg` : undefined;
};
