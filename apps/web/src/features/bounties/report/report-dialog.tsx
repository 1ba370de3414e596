/** Report an Issue → Report Submitted (spec 02 §2, §5). Being built. */
export function ReportDialog(_props: {
  modelName: 'bounty' | 'user' | 'comment' | 'challenge_response';
  modelId: number;
  onClose: () => void;
}) {
  return null;
}
