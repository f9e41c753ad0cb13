import { useFetchers, useNavigation } from "@remix-run/react";

export function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
}
