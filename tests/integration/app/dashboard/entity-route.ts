// The list screens' one route (`routes/dashboard.$entity.tsx`), called as Remix calls it for
// `/dashboard/<entity>`: the entity comes in the route's params.
import { action, loader } from "~/routes/dashboard.$entity";

type Args = Parameters<typeof loader>[0];

export function entityRoute(entity: string) {
  const withEntity = (args: Args): Args => ({ ...args, params: { ...args.params, entity } });
  return {
    loader: (args: Args) => loader(withEntity(args)),
    action: (args: Args) => action(withEntity(args)),
  };
}
