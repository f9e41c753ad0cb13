import { z } from "zod";

export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().optional(),
  message: z.string(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<z.input<typeof toastSchema>, "id">;
