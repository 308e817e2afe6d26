// The six repairs, in the order the model pages list them. The four with features are the home page's cards.
import business from "./business.ts";
import { ServicesSchema } from "#shop/content-schemas.ts";
import { defineContent } from "#shop/define-content.ts";

const warranty = `${business.warranty.days}-day warranty`;

export default defineContent(import.meta.url, ServicesSchema, [
  {
    key: "screen",
    name: "Screen Replacement",
    cardTitle: "iPhone Screen Replacement",
    subtitle: "Cracked glass, lines, dead touch",
    description:
      "Shattered glass, black screen, green lines or touch that stopped responding: we fit a quality OLED replacement and test True Tone, Face ID and touch before you leave.",
    icon: "Smartphone",
    typicalTime: `about ${business.averageRepairMinutes} minutes`,
    features: ["Original-quality OLED parts", `${business.averageRepairMinutes}-minute repair`, warranty],
    serviceType: "iPhone Screen Repair",
    needsUnlock: true,
  },
  {
    key: "battery",
    name: "Battery Replacement",
    cardTitle: "Battery Replacement",
    subtitle: "All-day power again",
    description:
      "Draining fast, shutting off at 20% or showing 'Service' in Battery Health: a new battery brings back full-day life and peak performance.",
    icon: "BatteryCharging",
    typicalTime: "15 to 30 minutes",
    features: ["Authentic-grade batteries", "15-minute service", "Performance restored"],
    serviceType: "Battery Replacement",
  },
  {
    key: "camera",
    name: "Camera Repair",
    cardTitle: "Camera Repair",
    subtitle: "Blurry, shaking or cracked lens",
    description:
      "Blurry photos, a rattling or black camera, or cracked lens glass: we replace the camera module or the lens cover and check focus and stabilization.",
    icon: "Camera",
    typicalTime: "same day",
    serviceType: "iPhone Camera Repair",
    needsUnlock: true,
  },
  {
    key: "charging-port",
    name: "Charging Port Repair",
    cardTitle: "Charging Port Repair",
    subtitle: "Loose cable, slow or no charge",
    description:
      "A cable that wiggles, charges only at an angle or not at all: we clean or replace the port and test charging and data before pickup.",
    icon: "PlugZap",
    typicalTime: "same day",
    features: ["Same-day repair", "Quality guarantee", "Tested before pickup"],
    serviceType: "Charging Port Repair",
  },
  {
    key: "water-damage",
    name: "Water Damage Repair",
    cardTitle: "Water Damage Repair",
    subtitle: "Dropped in water? Come in now",
    description:
      "Pools, sinks and rain: power the phone off, do not charge it and bring it in. We open, clean and dry the board and tell you honestly what can be saved.",
    icon: "Droplets",
    typicalTime: "about 48 hours",
    features: ["Free diagnosis", "48-hour turnaround", "No fix, no fee"],
    serviceType: "Water Damage Repair",
    needsUnlock: true,
  },
  {
    key: "speaker",
    name: "Speaker Repair",
    cardTitle: "Speaker Repair",
    subtitle: "Muffled calls, crackling sound",
    description:
      "Callers can't hear you, or music crackles: we clean or replace the earpiece, loudspeaker or microphone and test every one.",
    icon: "Volume2",
    typicalTime: "same day",
    serviceType: "iPhone Speaker Repair",
    needsUnlock: true,
  },
]);
