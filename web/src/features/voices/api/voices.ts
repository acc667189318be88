import type { GenerationResult, Voice, VoiceLearnResult, VoiceList, VoicePreviewRequest, VoiceSaveInput } from "@shopscript/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

export const voicesQueryKey = ["/api/voices"] as const;

export const voicesQueryOptions = queryOptions({
  queryKey: voicesQueryKey,
  queryFn: ({ signal }) => apiJson<VoiceList>("GET", "/api/voices", undefined, { signal }),
});

/** The seller's brand voices; `enabled` false for a visitor (they have none). */
export const useVoices = (enabled = true) => useQuery({ ...voicesQueryOptions, enabled });

export function useSaveVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, voice }: { id?: string; voice: VoiceSaveInput }) =>
      id ? apiJson<Voice>("PUT", `/api/voices/${encodeURIComponent(id)}`, voice) : apiJson<Voice>("POST", "/api/voices", voice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
  });
}

export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>("DELETE", `/api/voices/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
  });
}

export const useLearnVoice = () =>
  useMutation({ mutationFn: (input: { examples: string[]; name?: string }) => apiJson<VoiceLearnResult>("POST", "/api/voices/learn", input) });

export const previewVoice = (input: VoicePreviewRequest, signal?: AbortSignal) =>
  apiJson<GenerationResult>("POST", "/api/voices/preview", input, { signal });
