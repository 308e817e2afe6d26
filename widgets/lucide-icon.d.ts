// lucide's data for one icon, without its React component (see widgets/build/lucide-icons.ts).
declare module "virtual:lucide-icon/*" {
  const icon: import("./build/lucide-icons.ts").ShellIcon;
  export default icon;
}
