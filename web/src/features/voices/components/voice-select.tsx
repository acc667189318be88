import { Link } from "wouter";
import { NativeSelect } from "../../../components/ui/native-select";
import { Field } from "../../shared/field";
import { useVoices } from "../api/voices";

/** The generator's brand-voice choice: the seller's default (""), one of their voices, or none. */
export function VoiceSelect({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  const { data } = useVoices();
  const voices = data?.voices ?? [];
  const fallback = voices.find((v) => v.isDefault);
  return (
    <Field
      id="voiceId"
      label="Brand voice"
      error={error}
      hint={
        <>
          {voices.length ? "Your rules for every listing." : "No voices yet."}{" "}
          <Link href="/voices" className="underline">
            Manage voices
          </Link>
        </>
      }
    >
      <NativeSelect id="voiceId" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby="voiceId-hint">
        <option value="">{fallback ? `Default (${fallback.name})` : "Default (none)"}</option>
        {voices.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
        <option value="none">No voice</option>
      </NativeSelect>
    </Field>
  );
}
