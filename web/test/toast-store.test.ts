import {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  toastReducer,
  type ToastItem,
} from "../src/components/ui/use-toast";

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({
  id,
  title: `t${id}`,
  open: true,
  ...extra,
});

describe("toast store (spec section 9)", () => {
  it("shows one toast at a time: a new toast replaces the one showing", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "add", toast: item("1") });
    state = toastReducer(state, { type: "add", toast: item("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("dismiss closes a toast (or all), remove deletes it", () => {
    const state = { toasts: [item("1")] };
    expect(toastReducer(state, { type: "dismiss", id: "1" }).toasts[0]?.open).toBe(false);
    expect(toastReducer(state, { type: "dismiss" }).toasts[0]?.open).toBe(false);
    expect(toastReducer(state, { type: "dismiss", id: "other" }).toasts[0]?.open).toBe(true);
    expect(toastReducer(state, { type: "remove", id: "1" }).toasts).toEqual([]);
    expect(toastReducer(state, { type: "remove" }).toasts).toEqual([]);
  });

  it("update changes only the named toast", () => {
    const state = toastReducer({ toasts: [item("1")] }, { type: "update", toast: { id: "1", title: "new" } });
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "new", open: true });
  });

  it("toast() defaults to the default variant and 5000 ms, and returns a handle", () => {
    jest.useFakeTimers();
    try {
      const handle = toast({
        title: "Saved!",
        description: "Your description has been saved to your dashboard.",
      });
      expect(TOAST_DURATION_MS).toBe(5000);
      expect(typeof handle.id).toBe("string");
      handle.dismiss();
      dismissToast();
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });
});
