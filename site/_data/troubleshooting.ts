// The chat assistant's troubleshooting guide: the problems visitors describe, the words they use for
// them (the assistant also copes with typos), safe first steps, and which repair fixes each one.
// Prices, times, hours and policies are NOT written here: the assistant reads them from business.ts,
// models.ts, services.ts and faq.ts, so a change there changes the chat too.
// To teach the assistant a new word for a problem, add it to that problem's keywords.
import { z } from "zod";
import business from "./business.ts";
import { ServiceKey } from "../shop/content-schemas.ts";
import { defineContent } from "../shop/define-content.ts";

const nonEmpty = z.string().trim().min(1);
const id = z.string().regex(/^[a-z0-9-]+$/, "expected a lowercase id such as cracked-screen");
/** Keywords are words or short phrases; a phrase matches when all its words appear in the message. */
const keywords = z.array(nonEmpty.max(60)).min(1);

export const TroubleshootingProblemSchema = z.object({
  id,
  /** How the assistant names the problem in a sentence: "a cracked screen". */
  label: nonEmpty,
  /** The repair that fixes it (its price and time come from models.ts), or null when it needs a look first. */
  service: ServiceKey.nullable(),
  keywords,
  /** A safety warning said before anything else. */
  warning: nonEmpty.optional(),
  /** Safe first steps a visitor can try, one sentence each. */
  steps: z.array(nonEmpty).min(1).max(4),
  /**
   * The same in Spanish, for the core problems the assistant answers in Spanish (PRODUCT decision 30:
   * a wet phone, one that won't charge or turn on). A problem without it is answered in English, after
   * a one-line Spanish note with the phone.
   */
  es: z
    .strictObject({
      label: nonEmpty,
      warning: nonEmpty.optional(),
      steps: z.array(nonEmpty).min(1).max(4),
    })
    .optional(),
});
export type TroubleshootingProblem = z.infer<typeof TroubleshootingProblemSchema>;

export const DeviceGuideSchema = z.object({
  id: z.enum(["ipad", "computer", "other-phone"]),
  label: nonEmpty,
  keywords,
  /** What the shop says about this kind of device. */
  answer: nonEmpty,
  /** First steps that replace the iPhone ones for this device, when they differ. */
  steps: z.array(nonEmpty).max(4).optional(),
});
export type DeviceGuide = z.infer<typeof DeviceGuideSchema>;

export const TopicSchema = z.object({ id, keywords, answer: nonEmpty });
export type Topic = z.infer<typeof TopicSchema>;

export const TroubleshootingSchema = z
  .object({
    problems: z.array(TroubleshootingProblemSchema).min(1),
    devices: z.array(DeviceGuideSchema),
    topics: z.array(TopicSchema),
  })
  .superRefine((guide, ctx) => {
    const seen = new Set<string>();
    guide.problems.forEach((p, i) => {
      if (seen.has(p.id)) ctx.addIssue({ code: "custom", path: ["problems", i, "id"], message: `duplicate id ${p.id}` });
      seen.add(p.id);
    });
  });
export type Troubleshooting = z.infer<typeof TroubleshootingSchema>;

const forceRestart =
  "Force-restart it: press and release Volume Up, press and release Volume Down, then hold the Side button until the Apple logo appears.";
const phone = business.phone.display;

export default defineContent(import.meta.url, TroubleshootingSchema, {
  problems: [
    {
      id: "cracked-screen",
      label: "a cracked screen",
      service: "screen",
      keywords: [
        "cracked", "crack", "cracks", "screen cracked", "cracked screen", "shattered", "smashed", "busted screen", "broken screen", "broke screen",
        "spiderweb", "spider web", "glass cutting", "cutting my finger", "cut my finger", "sharp glass", "glass is cutting", "glass splinters", "chipped screen", "screen broken", "screen broke", "broken glass", "glass broke", "glass cracked", "glass shattered", "dropped screen", "glass broken",
      ],
      steps: [
        "Put clear tape or a screen protector over the cracks so the glass doesn't cut you or spread.",
        "Back up your photos now (Settings > your name > iCloud > iCloud Backup) while touch still works.",
      ],
      es: {
        label: "una pantalla rota",
        steps: [
          "Ponga cinta transparente o un protector de pantalla sobre las grietas para que el vidrio no lo corte ni se extienda.",
          "Haga ahora una copia de sus fotos (Configuración > su nombre > iCloud > Respaldo en iCloud) mientras la pantalla todavía responde.",
        ],
      },
    },
    {
      id: "black-screen",
      label: "a black screen",
      service: "screen",
      keywords: [
        "black screen", "screen black", "screen went black", "blank screen", "screen blank", "screen dead",
        "display dead", "no display", "no picture", "cant see screen", "screen not working", "display not working",
        "dark screen",
      ],
      steps: [
        forceRestart,
        "If it rings or vibrates but the screen stays black, the display itself is likely damaged.",
      ],
    },
    {
      id: "screen-lines",
      label: "lines or flickering on the screen",
      service: "screen",
      keywords: [
        "lines", "line on screen", "green line", "pink line", "white line", "flicker", "flickering", "flickers",
        "glitching screen", "screen glitch", "dead pixels", "ink", "bleeding", "discolored", "green screen",
        "pink screen",
      ],
      steps: [forceRestart, "Lines that stay after a restart usually mean the display is damaged and needs replacing."],
    },
    {
      id: "touch-not-working",
      label: "a touch screen that doesn't respond",
      service: "screen",
      keywords: [
        "touch not working", "touch broken", "touch stopped", "touch doesnt work", "touch issue", "unresponsive", "not responding", "ghost touch", "ghost touching",
        "cant swipe", "cant tap", "touchscreen", "touch screen", "screen not responding", "screen frozen",
        "typing by itself",
      ],
      steps: [
        "Take off the case and screen protector and wipe the screen clean and dry.",
        forceRestart,
      ],
    },
    {
      id: "battery-drain",
      label: "a battery that drains fast",
      service: "battery",
      keywords: [
        "battery drain", "battery draining", "battery drains", "drains", "draining", "drain fast", "battery dies", "dies fast",
        "dying fast", "battery dying", "hold charge", "holds charge", "battery life", "battery bad",
        "battery weak", "dies at", "shuts off", "shuts down", "turns off randomly", "shutting off", "battery low",
        "bad battery", "battery dead", "battery problem",
        "battery issue", "battery going", "battery fast",
      ],
      steps: [
        "Check Settings > Battery > Battery Health & Charging: below 80% maximum capacity means the battery is worn out.",
        "Settings > Battery also shows which apps use the most power.",
      ],
    },
    {
      id: "battery-health",
      label: "low battery health",
      service: "battery",
      keywords: [
        "battery health", "maximum capacity", "max capacity", "capacity", "service battery", "battery service",
        "peak performance", "health", "battery needs replacing", "need a new battery", "battery worn out", "battery is old", "old battery",
      ],
      steps: [
        "Open Settings > Battery > Battery Health & Charging. Below 80% maximum capacity, or a 'Service' message, means it's time for a new battery.",
      ],
    },
    {
      id: "swollen-battery",
      label: "a swollen battery",
      service: "battery",
      keywords: [
        "swollen", "swelling", "swelled", "bulging", "bulge", "puffy", "screen lifting", "screen popping",
        "screen pushed", "screen coming off", "screen separating", "expanded battery", "spicy pillow",
        "smoking", "smoke", "smoked", "burning", "smells like burning", "smell like burning", "burning smell", "smells burnt", "smells hot", "leaking", "battery leaking", "punctured", "chewed", "bent battery", "burning smell", "smells burnt", "melting", "caught fire", "on fire", "battery hot", "sparks", "sparking",
      ],
      warning:
        "A swollen battery can catch fire: stop using and charging the phone, keep it away from heat, and don't press on the screen.",
      steps: ["Power it off and bring it in as soon as you can."],
    },
    {
      id: "not-charging",
      label: "a phone that won't charge",
      service: "charging-port",
      keywords: [
        "not charging", "wont charge", "doesnt charge", "isnt charging", "stopped charging", "no charge",
        "charging port", "charger port", "charge port", "charger loose", "cable loose", "loose cable", "loose port", "port loose", "falls out", "falling out", "wiggle", "wiggly",
        "charges slow", "slow charging", "charging slow", "charge at an angle", "charges at an angle", "at an angle", "accessory not supported",
        "lightning port", "usb c port", "charging issue", "charging issues", "charging problem", "charger not working",
        "cant charge", "port broken", "port dirty", "lint", "plug",
      ],
      steps: [
        "Try a different cable and power adapter that you know work.",
        "Shine a light into the port: pocket lint is the usual culprit. Power off and clean it gently with a wooden toothpick, never metal.",
      ],
      es: {
        label: "un teléfono que no carga",
        steps: [
          "Pruebe con otro cable y otro adaptador que sepa que funcionan.",
          "Alumbre dentro del puerto: la pelusa del bolsillo suele ser la culpable. Apáguelo y límpielo con cuidado con un palillo de madera, nunca de metal.",
        ],
      },
    },
    {
      id: "wont-turn-on",
      label: "a phone that won't turn on",
      service: null,
      keywords: [
        "wont turn on", "not turning on", "doesnt turn on", "dont turn on", "cant turn on", "wont power on",
        "no power", "dead phone", "phone dead", "completely dead", "wont start", "wont boot", "not turn on",
        "not coming on", "wont come on", "dead", "phone is dead",
      ],
      steps: [
        "Charge it for 30 minutes with a cable and adapter you know work.",
        forceRestart,
      ],
      es: {
        label: "un teléfono que no prende",
        steps: [
          "Cárguelo 30 minutos con un cable y un adaptador que sepa que funcionan.",
          "Fuerce el reinicio: presione y suelte Subir volumen, presione y suelte Bajar volumen, y mantenga presionado el botón lateral hasta que aparezca el logo de Apple.",
        ],
      },
    },
    {
      id: "boot-loop",
      label: "a phone stuck on the Apple logo",
      service: null,
      keywords: [
        "apple logo", "stuck on logo", "stuck logo", "boot loop", "bootloop", "keeps restarting", "restarting",
        "reboots", "rebooting", "restart loop", "stuck on apple", "recovery mode", "logo loop",
      ],
      steps: [
        forceRestart,
        "If it still loops, connect it to a computer and choose Update (not Restore) in Finder or iTunes, which keeps your data.",
      ],
    },
    {
      id: "water-damage",
      label: "water damage",
      service: "water-damage",
      keywords: [
        "water", "wet", "liquid", "pool", "toilet", "sink", "rain", "spilled", "spill", "coffee", "soda",
        "moisture", "liquid detected", "submerged", "lake", "ocean", "bathtub", "tub", "river",
        "rice", "drink", "got wet", "water damage",
      ],
      warning: "A wet phone can short out: don't charge it or try to turn it on until it has been checked.",
      steps: [
        "Power it off right away.",
        "Dry the outside, take off the case and SIM tray, and don't put it in rice or use a hair dryer.",
      ],
      es: {
        label: "daños por agua",
        warning: "Un teléfono mojado puede hacer cortocircuito: no lo cargue ni intente prenderlo hasta que lo revisemos.",
        steps: [
          "Apáguelo de inmediato.",
          "Séquelo por fuera, quítele el estuche y la bandeja de la SIM, y no lo meta en arroz ni use secadora de pelo.",
        ],
      },
    },
    {
      id: "camera",
      label: "a camera problem",
      service: "camera",
      keywords: [
        "blurry", "blurred", "camera blurry", "camera not working", "camera broken", "camera black",
        "camera shaking", "camera vibrating", "camera rattling", "lens cracked", "cracked lens", "lens broken",
        "camera lens", "camera glass", "broken camera", "cant focus", "wont focus", "camera app black",
        "flashlight", "camera cracked", "camera issue", "camera problem",
      ],
      steps: [
        "Wipe the lens, take off the case and close and reopen the Camera app.",
        forceRestart,
      ],
    },
    {
      id: "speaker",
      label: "a speaker problem",
      service: "speaker",
      keywords: [
        "no sound", "speaker not working", "speaker broken", "muffled", "crackling", "distorted", "cant hear",
        "low volume", "volume low", "quiet", "earpiece", "speaker quiet", "speaker crackling", "sound not working",
        "speaker issue", "speaker problem", "loudspeaker", "speaker", "sound bad",
      ],
      steps: [
        "Check the volume and the Ring/Silent switch or Action button, and make sure Bluetooth isn't sending sound to headphones.",
        "Brush lint out of the speaker grilles gently with a soft, dry brush.",
      ],
    },
    {
      id: "microphone",
      label: "a microphone problem",
      service: "speaker",
      keywords: [
        "microphone", "mic", "cant hear me", "people cant hear", "they cant hear", "mic not working",
        "voice memo", "siri cant hear",
      ],
      steps: [
        "Take off the case and brush lint gently from the microphone holes at the bottom.",
        "Record a voice memo to test: if it's silent or muffled, the microphone needs attention.",
      ],
    },
    {
      id: "face-id",
      label: "Face ID not working",
      service: null,
      keywords: ["face id", "faceid", "face id not working", "face recognition", "face unlock", "truedepth", "true depth", "face id unavailable"],
      steps: [
        "Update iOS (Settings > General > Software Update) and make sure the top of the screen is clean and uncovered.",
        "Reset Face ID in Settings > Face ID & Passcode and set it up again.",
      ],
    },
    {
      id: "back-glass",
      label: "cracked back glass",
      service: null,
      keywords: ["back glass", "back cracked", "cracked back", "back is cracked", "back broken", "glass on the back", "glass back", "broken back", "rear glass", "back of phone", "back of my phone", "back shattered"],
      steps: ["Put a case on it so the sharp edges don't cut you or spread."],
    },
    {
      id: "software",
      label: "a slow or glitchy phone",
      service: null,
      keywords: [
        "slow", "running slow", "laggy", "lagging", "lag", "frozen", "freezing", "freezes", "crashing",
        "apps crash", "apps crashing", "glitchy", "software", "update failed", "stuck updating", "ios update",
        "overheating", "hot", "wifi", "bluetooth",
      ],
      steps: [
        "Restart it, then update iOS (Settings > General > Software Update).",
        "Check that a few GB of storage are free in Settings > General > iPhone Storage.",
      ],
    },
    {
      id: "bent-frame",
      label: "a bent phone",
      service: null,
      keywords: ["bent", "bent phone", "bent frame", "frame bent", "phone bent", "bent housing", "dented", "dent", "warped"],
      steps: [
        "Don't try to bend it back: that can crack the screen or damage the battery inside.",
        "Back up your photos now (Settings > your name > iCloud > iCloud Backup) while it still works.",
      ],
    },
    {
      id: "no-signal",
      label: "no signal",
      service: null,
      keywords: [
        "no service", "no signal", "no bars", "sos only", "searching for signal", "no sim", "sim not",
        "invalid sim", "sim card", "sim failure", "cellular", "cell service", "no cell", "cant make call", "call dont go through",
      ],
      steps: [
        "Turn Airplane Mode on and off again, then restart the phone.",
        "Check Settings > General > About for a carrier settings update, and make sure the SIM card is seated (or the eSIM is on in Settings > Cellular).",
      ],
    },
    {
      id: "storage",
      label: "full storage",
      service: null,
      keywords: ["storage", "storage full", "out of space", "no space", "memory full", "full memory", "space", "icloud full"],
      steps: [
        "See what takes the space in Settings > General > iPhone Storage.",
        "Offload apps you don't use and turn on iCloud Photos with 'Optimize iPhone Storage'.",
      ],
    },
  ],
  devices: [
    {
      id: "ipad",
      label: "iPad",
      keywords: ["ipad", "tablet", "ipad pro", "ipad air", "ipad mini"],
      answer: `We're iPhone specialists. For an iPad, call us at ${phone} and we'll tell you whether we can help, or bring it by for a diagnosis.`,
    },
    {
      id: "computer",
      label: "computer",
      keywords: ["computer", "laptop", "pc", "macbook", "imac", "desktop", "windows", "chromebook", "notebook"],
      answer: `We're iPhone specialists, so for a computer call us at ${phone} first and we'll tell you whether we can help.`,
      steps: [
        "Restart it: many slowdowns clear after a reboot.",
        "Free up disk space, uninstall programs you don't use and check which ones start automatically.",
        "Install the system updates, and run a malware scan if it's a Windows PC.",
      ],
    },
    {
      id: "other-phone",
      label: "phone",
      keywords: ["samsung", "galaxy", "android", "pixel", "motorola", "moto", "oneplus", "lg", "huawei", "xiaomi"],
      answer: `We're iPhone specialists. For other phones, call us at ${phone} and we'll tell you whether we can help.`,
    },
  ],
  topics: [
    {
      id: "data-safety",
      keywords: [
        "data", "photos", "pictures", "pics", "lose", "erase", "erased", "wipe", "wiped", "backup", "back up",
        "privacy", "private", "passcode", "password", "contacts", "data safe", "delete",
      ],
      answer:
        "A screen, battery or charging port repair doesn't erase your phone. Back it up first anyway (Settings > your name > iCloud > iCloud Backup) in case the damage gets worse.",
    },
  ],
});
