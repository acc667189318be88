import { useVoices } from "../api/voices";

/**
 * The brand voice a catalog job writes in, by name: the job stores the voice's id ("none", or null for the
 * seller's default as each row is written); the name comes from the seller's voices.
 */
export function JobVoice({ voiceId }: { voiceId: string | null }) {
  const { data } = useVoices();
  const voices = data?.voices ?? [];
  const fallback = voices.find((v) => v.isDefault);
  const label =
    voiceId === "none"
      ? "No voice"
      : voiceId
        ? (voices.find((v) => v.id === voiceId)?.name ?? "A voice since deleted (its rows fail with the reason)")
        : fallback
          ? `Default (${fallback.name})`
          : "Default (none)";
  return (
    <p className="mt-1 text-sm" data-testid="job-voice">
      Brand voice: <span className="font-medium">{label}</span>
    </p>
  );
}
