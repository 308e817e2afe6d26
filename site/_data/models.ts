// One entry per model page. Adding a model here adds its page, its menu link, its sitemap entry,
// its row in /pricing/, its place in the other-models lists and the chat's knowledge of it.
// Prices and minutes are the shop's published 'starting at' figures; leave a service out and the
// site says 'Call for a quote' rather than inventing one.
import { ModelsSchema } from "../shop/content-schemas.ts";
import { defineContent } from "../shop/define-content.ts";

const oled = "Super Retina XDR OLED";
const promotion = "Super Retina XDR OLED with ProMotion";

export default defineContent(import.meta.url, ModelsSchema, [
  {
    name: "iPhone 16 Pro Max", slug: "iphone-16-pro-max-repair", series: 16, year: 2024,
    display: { inches: 6.9, kind: promotion }, camera: "48MP triple camera with 5x telephoto", port: "USB-C",
    description: "The largest iPhone yet, with a 6.9-inch always-on display, titanium frame and Camera Control button.",
    minutes: { screen: 60, battery: 35 },
  },
  {
    name: "iPhone 16 Pro", slug: "iphone-16-pro-repair", series: 16, year: 2024,
    display: { inches: 6.3, kind: promotion }, camera: "48MP triple camera with 5x telephoto", port: "USB-C",
    description: "A 6.3-inch always-on display, titanium frame, Camera Control button and 48MP Fusion camera system.",
    minutes: { screen: 45, battery: 25 },
  },
  {
    name: "iPhone 16 Plus", slug: "iphone-16-plus-repair", series: 16, year: 2024,
    display: { inches: 6.7, kind: oled }, camera: "48MP Fusion dual camera", port: "USB-C",
    description: "A 6.7-inch display, Action button and Camera Control on Apple's big-battery model.",
    minutes: { screen: 45, battery: 25 },
  },
  {
    name: "iPhone 16", slug: "iphone-16-repair", series: 16, year: 2024,
    display: { inches: 6.1, kind: oled }, camera: "48MP Fusion dual camera", port: "USB-C",
    description: "A 6.1-inch display, Action button, Camera Control and the vertical dual camera.",
    minutes: { screen: 30, battery: 20 },
  },
  {
    name: "iPhone 15 Pro Max", slug: "iphone-15-pro-max-repair", series: 15, year: 2023,
    display: { inches: 6.7, kind: promotion }, camera: "48MP triple camera with 5x telephoto", port: "USB-C",
    description: "A 6.7-inch ProMotion display in a titanium frame, with the 5x tetraprism telephoto camera.",
    prices: { screen: 309, battery: 99, camera: 169, "charging-port": 109, "water-damage": 159, speaker: 89 },
  },
  {
    name: "iPhone 15 Pro", slug: "iphone-15-pro-repair", series: 15, year: 2023,
    display: { inches: 6.1, kind: promotion }, camera: "48MP triple camera", port: "USB-C",
    description: "A 6.1-inch ProMotion display, titanium frame, Action button and USB-C.",
    prices: { screen: 279, battery: 99, camera: 169, "charging-port": 109, "water-damage": 159, speaker: 89 },
  },
  {
    name: "iPhone 15 Plus", slug: "iphone-15-plus-repair", series: 15, year: 2023,
    display: { inches: 6.7, kind: oled }, camera: "48MP dual camera", port: "USB-C",
    description: "A 6.7-inch display with Dynamic Island, 48MP main camera and USB-C.",
    prices: { screen: 249, battery: 99, camera: 149, "charging-port": 109, "water-damage": 159, speaker: 89 },
  },
  {
    name: "iPhone 15", slug: "iphone-15-repair", series: 15, year: 2023,
    display: { inches: 6.1, kind: oled }, camera: "48MP dual camera", port: "USB-C",
    description: "A 6.1-inch display with Dynamic Island, color-infused back glass and USB-C.",
    minutes: { screen: 30, battery: 20 },
  },
  {
    name: "iPhone 14 Pro Max", slug: "iphone-14-pro-max-repair", series: 14, year: 2022,
    display: { inches: 6.7, kind: promotion }, camera: "48MP triple camera", port: "Lightning",
    description: "A 6.7-inch always-on ProMotion display with Dynamic Island and a 48MP main camera.",
    prices: { screen: 259, battery: 89, camera: 149, "charging-port": 99, "water-damage": 149, speaker: 79 },
  },
  {
    name: "iPhone 14 Pro", slug: "iphone-14-pro-repair", series: 14, year: 2022,
    display: { inches: 6.1, kind: promotion }, camera: "48MP triple camera", port: "Lightning",
    description: "A 6.1-inch always-on ProMotion display with Dynamic Island and a 48MP main camera.",
    prices: { screen: 229, battery: 89, camera: 149, "charging-port": 99, "water-damage": 149, speaker: 79 },
  },
  {
    name: "iPhone 14 Plus", slug: "iphone-14-plus-repair", series: 14, year: 2022,
    display: { inches: 6.7, kind: oled }, camera: "12MP dual camera", port: "Lightning",
    description: "A 6.7-inch display and the longest battery life of the iPhone 14 line.",
    prices: { screen: 199, battery: 89, camera: 129, "charging-port": 99, "water-damage": 149, speaker: 79 },
  },
  {
    name: "iPhone 14", slug: "iphone-14-repair", series: 14, year: 2022,
    display: { inches: 6.1, kind: oled }, camera: "12MP dual camera", port: "Lightning",
    description: "A 6.1-inch display, crash detection and an improved 12MP dual camera.",
    prices: { screen: 179, battery: 89, camera: 129, "charging-port": 99, "water-damage": 149, speaker: 79 },
  },
  {
    name: "iPhone 13 Pro Max", slug: "iphone-13-pro-max-repair", series: 13, year: 2021,
    display: { inches: 6.7, kind: promotion }, camera: "12MP triple camera", port: "Lightning",
    description: "A 6.7-inch ProMotion display and the pro triple camera with macro photography.",
    prices: { screen: 249, battery: 89, "charging-port": 99, "water-damage": 149, speaker: 79 },
  },
  {
    name: "iPhone 13 Pro", slug: "iphone-13-pro-repair", series: 13, year: 2021,
    display: { inches: 6.1, kind: promotion }, camera: "12MP triple camera", port: "Lightning",
    description: "A 6.1-inch ProMotion display and the pro triple camera with macro photography.",
    prices: { screen: 219, battery: 89, "charging-port": 99, "water-damage": 149, speaker: 79 },
  },
  {
    name: "iPhone 13 mini", slug: "iphone-13-mini-repair", series: 13, year: 2021,
    display: { inches: 5.4, kind: oled }, camera: "12MP dual camera", port: "Lightning",
    description: "A compact 5.4-inch Super Retina XDR display and a dual camera system.",
    prices: { screen: 179, battery: 79, camera: 129, "charging-port": 99, "water-damage": 149, speaker: 79 },
  },
  {
    name: "iPhone 13", slug: "iphone-13-repair", series: 13, year: 2021,
    display: { inches: 6.1, kind: oled }, camera: "12MP dual camera", port: "Lightning",
    description: "A 6.1-inch display, a diagonal dual camera and the A15 Bionic chip.",
    minutes: { screen: 30, battery: 20 },
  },
  {
    name: "iPhone 12 Pro Max", slug: "iphone-12-pro-max-repair", series: 12, year: 2020,
    display: { inches: 6.7, kind: oled }, camera: "12MP triple camera with LiDAR", port: "Lightning",
    description: "A 6.7-inch display, Ceramic Shield front and the pro triple camera with LiDAR.",
    minutes: { screen: 60, battery: 35 },
  },
  {
    name: "iPhone 12 Pro", slug: "iphone-12-pro-repair", series: 12, year: 2020,
    display: { inches: 6.1, kind: oled }, camera: "12MP triple camera with LiDAR", port: "Lightning",
    description: "A 6.1-inch display, Ceramic Shield front and a stainless steel frame.",
  },
  {
    name: "iPhone 12 mini", slug: "iphone-12-mini-repair", series: 12, year: 2020,
    display: { inches: 5.4, kind: oled }, camera: "12MP dual camera", port: "Lightning",
    description: "The first mini: a 5.4-inch display with Ceramic Shield in a pocket-sized body.",
    minutes: { screen: 25, battery: 15 },
  },
  {
    name: "iPhone 12", slug: "iphone-12-repair", series: 12, year: 2020,
    display: { inches: 6.1, kind: oled }, camera: "12MP dual camera", port: "Lightning",
    description: "A 6.1-inch display with Ceramic Shield, flat edges and MagSafe.",
  },
  {
    name: "iPhone 11 Pro Max", slug: "iphone-11-pro-max-repair", series: 11, year: 2019,
    display: { inches: 6.5, kind: oled }, camera: "12MP triple camera", port: "Lightning",
    description: "A 6.5-inch Super Retina XDR display and Apple's first triple camera.",
  },
  {
    name: "iPhone 11 Pro", slug: "iphone-11-pro-repair", series: 11, year: 2019,
    display: { inches: 5.8, kind: oled }, camera: "12MP triple camera", port: "Lightning",
    description: "A 5.8-inch Super Retina XDR display and Apple's first triple camera.",
  },
  {
    name: "iPhone 11", slug: "iphone-11-repair", series: 11, year: 2019,
    display: { inches: 6.1, kind: "Liquid Retina HD LCD" }, camera: "12MP dual camera", port: "Lightning",
    description: "A 6.1-inch Liquid Retina LCD, dual camera and all-day battery.",
  },
]);
