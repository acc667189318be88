import { move, transferableSymbol, valueSymbol } from "piscina";
import { prepareUpload, type UploadPreparation, type UploadTask } from "./prepare-upload";

// The entry of the catalog's upload thread (upload-work-pool.ts): reading an 18 MB file and cutting its
// products into JSON takes seconds of CPU, which must not be spent on the event loop that answers requests.
// The rows' and the gzipped file's buffers are moved back to the main thread, not copied.
export default async function runUploadTask(task: UploadTask): Promise<UploadPreparation> {
  const prepared = await prepareUpload(task);
  if (!prepared.ok) return prepared;
  return move({
    [transferableSymbol]: [prepared.rows.buffer, prepared.gzipped.buffer],
    [valueSymbol]: prepared,
  }) as unknown as UploadPreparation;
}
