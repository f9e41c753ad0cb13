import * as z from "zod/v4/mini";

export const toastSchema = z.object({
  id: z.string(),
  type: z._default(z.enum(["success", "error", "info"]), "info"),
  title: z.optional(z.string()),
  message: z.string(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<z.input<typeof toastSchema>, "id">;
