#!/usr/bin/env python3
"""Blind review r29: 100 generated listings scored by a senior e-commerce copywriter.
Run from anywhere: python3 scores.py  (reads listings.md beside this file)."""
import os, re, statistics
from collections import defaultdict, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))

SHORT = {
 "r29-01": "Airbrush kit AS186", "r29-02": "Round lifting sling 2t", "r29-03": "Kyser KG6B capo",
 "r29-04": "pH buffer kit", "r29-05": "Pulse oximeter", "r29-06": "Sheep/goat ear tags",
 "r29-07": "Bird netting 4x10m", "r29-08": "Charizard 4/102 raw", "r29-09": "Retro SFX pack",
 "r29-10": "Watch battery service", "r29-11": "Live lobster x2", "r29-12": "Game Boy DMG-01 used",
 "r29-13": "Forged fire poker", "r29-14": "Reman alternator Transit", "r29-15": "Pressure-fit stair gate",
 "r29-16": "Rapid HD31 stapler", "r29-17": "Clumping cat litter", "r29-18": "Faux leather leggings",
 "r29-19": "Artificial olive tree", "r29-20": "Gel polish set", "r29-21": "Replica T-rex tooth",
 "r29-22": "Live crickets x50", "r29-23": "Microscope slides x25", "r29-24": "Hohner Special 20",
 "r29-25": "UNO R3 clone board",
}

# (no, id, platform, tone, score, reason, verbatim_quote)
R = [
 (1, "r29-01", "etsy", "professional", 1, "Safety/use exclusion split at the comma: 'NOT for ... cake decorating or spraying solvent/enamel paint without a mask' loses its NOT and is promoted in the intro as a plus; only 'NOT for spray tanning' survives. Uses (Warhammer, nail art) dumped as 'Details'; tag 'Action Airbrush Kit' is a fragment.",
  "Also of note: gravity feed; cake decorating or spraying solvent/enamel paint without a mask."),
 (2, "r29-01", "amazon", "luxury", 1, "Same inverted exclusion, now a bullet headed 'OF NOTE' and seeded into search terms ('cake decorating spraying solvent enamel paint without mask'), actively targeting the buyers the seller excluded. Bullets are comma dumps with labels, no benefits.",
  "OF NOTE: Gravity feed, cake decorating or spraying solvent/enamel paint without a mask."),
 (3, "r29-01", "walmart", "technical", 1, "Worst of the set: the mask/solvent/cake exclusion is a Key Feature bullet with no NOT. 'Technical specifications' block only repeats the paint instruction.",
  "• Cake decorating or spraying solvent/enamel paint without a mask"),
 (4, "r29-01", "ebay", "casual", 1, "Exclusion inverted into 'Good to know'; eBay listing has no condition line; subtitle is two spec fragments.",
  "Good to know: gravity feed; cake decorating or spraying solvent/enamel paint without a mask."),
 (5, "r29-02", "shopify", "professional", 2, "Lifting-safety withdrawal rule cut in two: 'Safety information' says only 'Never use a sling that is cut.'; 'burnt or has exposed core yarns - withdraw it from service immediately' is orphaned as 'Also of note'. 'Crane/Hoist/Rigging' listed as details; meta ends 'and crane.'",
  "Also of note: green colour coded; burnt or has exposed core yarns - withdraw it from service immediately."),
 (6, "r29-02", "aliexpress", "luxury", 2, "Same damaged safety line (truncated 'Never use a sling that is cut.' + orphan fragment); 2000kg capacity rendered as the sling's weight ('It comes in at 2000kg'). UK stock dropped with a side note (acceptable).",
  "Of note: green colour coded; burnt or has exposed core yarns - withdraw it from service immediately."),
 (7, "r29-02", "target", "technical", 2, "Damaged safety line as above, plus wrong role in the spec table: 'Item weight: 2000kg' for a 2-tonne-WLL sling; 'Crane/Hoist/Rigging' as specifications.",
  "• Item weight: 2000kg"),
 (8, "r29-02", "facebook", "casual", 2, "Withdrawal rule split; the 'burnt/core yarns' half sits under a chatty 'One more thing', the truncated half closes the post.",
  "One more thing: green colour coded; burnt or has exposed core yarns - withdraw it from service immediately."),
 (9, "r29-03", "woocommerce", "professional", 5, "Faithful, NOT (use KGCB) kept verbatim, but a tautological lead and a one-bullet 'Details' list; quick-change/one-hand benefit never sold.",
  "The Kyser KG6B Quick-Change Guitar Capo is an acoustic guitar capo."),
 (10, "r29-03", "bigcommerce", "luxury", 5, "Luxury veneer ('At heart', 'Kindly note') over the same two facts; nothing a buyer can use.",
  "At heart, the Kyser KG6B Quick-Change Guitar Capo is an acoustic guitar capo. In the detail: steel string."),
 (11, "r29-03", "magento", "technical", 5, "Spec block with a single entry labelled 'Additional features'; no spec that matters (trigger action, fit).",
  "• Additional features: steel string"),
 (12, "r29-03", "generic", "casual", 5, "'The rundown' of one bullet; faithful but empty.",
  "Meet the Kyser KG6B Quick-Change Guitar Capo: an acoustic guitar capo."),
 (13, "r29-04", "etsy", "professional", 4, "Leads with the least interesting fact (label), uses (Hydroponics, Aquarium, Lab) as bullets; tag slots wasted on junk fragments 'months unopened', 'kits', 'Traceable'. Warnings kept verbatim.",
  "pool testing, months unopened, kits, meter calibration, Traceable"),
 (14, "r29-04", "amazon", "luxury", 5, "First bullet is the expiry label; accuracy/NIST/CoA (the real reasons to buy) buried in a 'FURTHER DETAILS' comma dump. Negations intact.",
  "THE DETAILS: It offers lot number & expiry on label."),
 (15, "r29-04", "walmart", "technical", 5, "Title drops 'pH' before 4.01; key features start with the label fact; faithful otherwise.",
  "pH Buffer Calibration Solution Kit 3 x 250ml - 4.01 / 7.00 / 10.01 @25°C"),
 (16, "r29-04", "ebay", "casual", 4, "Garbled lead ('lot number & expiry on label on it'); subtitle 'Lot number & expiry on label and calibration fluid' wastes the slot.",
  "You'll find lot number & expiry on label on it."),
 (17, "r29-05", "shopify", "professional", 2, "Accuracy warning split: 'readings may be inaccurate with nail varnish' kept, 'cold hands or poor circulation' orphaned beside 'for sports & aviation use only', reading as an intended use on a device that is NOT medical. 'Incl' capitalised mid-sentence.",
  "Further information: for sports & aviation use only; cold hands or poor circulation."),
 (18, "r29-05", "aliexpress", "luxury", 2, "Same orphaned 'cold hands or poor circulation' as a 'Worth knowing' point; disclaimer itself intact.",
  "Worth knowing: for sports & aviation use only; cold hands or poor circulation."),
 (19, "r29-05", "target", "technical", 2, "Orphaned accuracy caveat under 'Details'; spec list is synonyms (SpO2 meter, finger pulse meter) as features.",
  "Details: for sports & aviation use only; cold hands or poor circulation."),
 (20, "r29-05", "facebook", "casual", 2, "Orphaned caveat as 'One more thing'; casual chirp around a medical-adjacent product.",
  "One more thing: for sports & aviation use only; cold hands or poor circulation."),
 (21, "r29-06", "woocommerce", "professional", 5, "All three NOTs and DEFRA note verbatim; but 'Also searched as' keyword-stuffing in visible copy, uses as bullets, no benefit.",
  "Also searched as: sheep tags, lamb tags and goat tags."),
 (22, "r29-06", "bigcommerce", "luxury", 5, "'Fashioned from TPU' luxury register on farm ear tags; faithful fact list.",
  "Discover the Sheep & Goat Ear Tags x100, fashioned from TPU."),
 (23, "r29-06", "magento", "technical", 6, "Clean spec/notes split, NOTs intact; 'Additional features: livestock identification' is a use not a feature.",
  "• Additional features: livestock identification"),
 (24, "r29-06", "generic", "casual", 5, "Faithful, flat; 'made of TPU' as the hook.",
  "Meet the Sheep & Goat Ear Tags x100, made of TPU."),
 (25, "r29-07", "etsy", "professional", 3, "Uses 'cherry trees, pond' glued onto 'pegs & hoops NOT incl' (says cherry trees are not included, loses the uses); 'made for cover raised beds' ungrammatical; UV stabilised missing from body. Wildlife-check line kept verbatim.",
  "Cherry trees, pond, pegs & hoops NOT incl."),
 (26, "r29-07", "amazon", "luxury", 3, "Same 'cherry trees, pond ... NOT incl' in a bullet; UV stabilised absent from bullets and description; 'Fruit bushes' as a detail.",
  "WORTH BEARING IN MIND: Knitted not extruded, cherry trees, pond, pegs & hoops NOT incl."),
 (27, "r29-07", "walmart", "technical", 3, "Misattached NOT incl; 'For cover raised beds' and 'Fruit bushes' as key features.",
  "Note: knitted not extruded. Cherry trees, pond, pegs & hoops NOT incl."),
 (28, "r29-07", "ebay", "casual", 3, "Misattached NOT incl; subtitle 'Pigeon netting, 19mm (3/4\") mesh and fruit bushes'.",
  "Just so you know: knitted not extruded. Cherry trees, pond, pegs & hoops NOT incl."),
 (29, "r29-08", "shopify", "professional", 3, "'comes with a Pokemon card' implies an extra item; flaws (whitening, corner ding) listed under 'Details' like features; 'genuine (light tested)' buried in 'Also of note'.",
  "The Pokemon TCG Charizard 4/102 Base Set Unlimited Holo Rare comes with a Pokemon card."),
 (30, "r29-08", "aliexpress", "luxury", 3, "Flaws presented 'In the detail' beside WOTC/English; 'with a Pokemon card'.",
  "In the detail: WOTC, english, back edge whitening and small corner ding (bottom left)."),
 (31, "r29-08", "target", "technical", 3, "Flaws under 'Specifications • Additional features' (Back edge whitening, Small corner ding); 'with a Pokemon card'.",
  "• Additional features: WOTC\n• English\n• Back edge whitening"),
 (32, "r29-08", "facebook", "casual", 3, "'It comes with a Pokemon card.'; flaws in the rundown list as if selling points.",
  "It comes with a Pokemon card."),
 (33, "r29-09", "woocommerce", "professional", 3, "Engine name 'Unreal' parsed as an adjective: 'the pack are Unreal' (and dropped from the engine list); meta description is that nonsense sentence; 'Pack are' grammar.",
  "The Retro Arcade Sound Effects Pack are Unreal, with 8 bit sounds."),
 (34, "r29-09", "bigcommerce", "luxury", 3, "Meta description tells Google the pack 'are Unreal'; Unreal compatibility lost.",
  "Discover the Retro Arcade Sound Effects Pack: they are Unreal and offer 8 bit sounds."),
 (35, "r29-09", "magento", "technical", 3, "'Item: Retro Arcade Sound Effects Pack, Unreal.'; meta garbled.",
  "Retro Arcade Sound Effects Pack: Unreal; includes 8 bit sounds."),
 (36, "r29-09", "generic", "casual", 3, "Slang misreading: 'They're Unreal'; Unreal engine support lost.",
  "They're Unreal, and they've got 8 bit sounds."),
 (37, "r29-10", "etsy", "professional", 1, "Negation lost: 'NOT for Rolex, Omega or vintage watches over 30 years old' becomes 'NOT for Rolex.' while 'Omega or vintage watches over 30 years old' is offered as 'Further information' next to the pressure test; customers will post excluded watches.",
  "Further information: pressure test (water resistance up to 5 ATM / 50m); Omega or vintage watches over 30 years old."),
 (38, "r29-10", "amazon", "luxury", 1, "Omega/vintage exclusion inverted into an 'OF NOTE' bullet and into search terms ('omega vintage watches years old').",
  "OF NOTE: Pressure test (water resistance up to 5 ATM / 50m), Omega or vintage watches over 30 years old."),
 (39, "r29-10", "walmart", "technical", 1, "Same inversion under 'Details'; brands listed as 'Further specs'.",
  "Details: pressure test (water resistance up to 5 ATM / 50m); Omega or vintage watches over 30 years old."),
 (40, "r29-10", "ebay", "casual", 1, "Same inversion; title truncated to 'Pressure Test to 5' (unit lost).",
  "One more thing: pressure test (water resistance up to 5 ATM / 50m); Omega or vintage watches over 30 years old."),
 (41, "r29-11", "shopify", "professional", 5, "Faithful; food-safety line kept; but 'x2 ... is sustainable' lead, 'Weights approx' as a bullet, 'Also searched as' stuffing.",
  "The Live Cornish Native Lobster x2 is sustainable."),
 (42, "r29-11", "aliexpress", "luxury", 5, "'Weights approx' as a detail; delivery days dropped with a reasonable side note, though for live seafood they matter to the buyer.",
  "In the detail: homarus gammarus, cornish shellfish, bands on claws (handle with care) and weights approx."),
 (43, "r29-11", "target", "technical", 5, "Correct 'Item weight'; 'Weights approx' as a spec line; flat.",
  "• Weights approx"),
 (44, "r29-11", "facebook", "casual", 4, "Food-safety instruction framed as cosmetic care for a live animal: 'To keep it looking good: keep refrigerated and cook on day of arrival.'",
  "To keep it looking good: keep refrigerated and cook on day of arrival."),
 (45, "r29-12", "woocommerce", "professional", 5, "Condition honestly stated and 'sold as seen' kept, but 'tested & working' (the reason to buy) is buried as 'Further information'; '• Gameboy' as a detail.",
  "Further information: 1989; tested & working."),
 (46, "r29-12", "bigcommerce", "luxury", 5, "Spelling variant 'gameboy' presented as a detail; working status buried.",
  "Its details in brief: gameboy and sound works through speaker & headphones."),
 (47, "r29-12", "magento", "technical", 4, "Absence given as a feature ('Feature: no games incl.'); 'Additional features: gameboy'.",
  "Feature: no games incl."),
 (48, "r29-12", "generic", "casual", 5, "Honest; odd filler 'No games incl, simple as that.'",
  "No games incl, simple as that."),
 (49, "r29-13", "etsy", "professional", 5, "Uses and occasions (Wood burner, Fire pit, Housewarming) as 'Details'; twisted shaft/hand forged not sold in body; 'Gets hot in use.' dangling after the caveats.",
  "• Housewarming"),
 (50, "r29-13", "amazon", "luxury", 5, "Good SAFETY bullet, but 'FURTHER DETAILS' is a list of fire types and an occasion; no craft story for a blacksmith-made piece in luxury tone.",
  "FURTHER DETAILS: Fireside tool, rams head scroll, wood burner, open fire, log burner, fire pit and housewarming."),
 (51, "r29-13", "walmart", "technical", 4, "Key features list both 'Mild steel' and 'Iron' as materials; 'Gets hot in use.' jammed in as a feature and again after the spec table.",
  "• Iron"),
 (52, "r29-13", "ebay", "casual", 5, "Best of the four (mentions Blacksmith made, gift line works) but the rundown is still uses-as-features.",
  "• Housewarming"),
 (53, "r29-14", "shopify", "professional", 6, "Sound: fitment, part numbers, exchange surcharge and battery warning all correct. Meta gives no reason to click.",
  "Remanufactured Alternator 150A: reman, check part no. 6C1T-10300-CC / 1865612 and pulley incl."),
 (54, "r29-14", "aliexpress", "luxury", 6, "Faithful and clear; 'reman' listed as a detail, templated.",
  "In the detail: reman, check part no. 6C1T-10300-CC / 1865612 and pulley incl."),
 (55, "r29-14", "target", "technical", 5, "Fitment mislabelled 'Performance:'.",
  "Performance: it fits Ford Transit Mk7 2006-2014, 2.2 TDCi & 2.4 TDCi."),
 (56, "r29-14", "facebook", "casual", 5, "Garbled 'too' after the key fitment fact.",
  "It fits Ford Transit Mk7 2006-2014, 2.2 TDCi & 2.4 TDCi, too."),
 (57, "r29-15", "woocommerce", "professional", 3, "A baby gate declared 'intended for pets' while 'suitable 6-24 months' is demoted to 'Further information'; 'auto close' never mentioned in body. Top-of-stairs NOT intact.",
  "It is intended for pets."),
 (58, "r29-15", "bigcommerce", "luxury", 3, "Same wrong audience line; auto close lost from copy.",
  "It is intended for pets."),
 (59, "r29-15", "magento", "technical", 3, "'designed for pets'; meta repeats '76cm tall' twice.",
  "It is designed for pets."),
 (60, "r29-15", "generic", "casual", 3, "'Who's it for? It's made for pets.' on a baby stair gate.",
  "Who's it for? It's made for pets."),
 (61, "r29-16", "etsy", "professional", 2, "240-sheet stapling capacity rendered as pack contents ('Quantity: 240 sheets'): buyer is told they get 240 sheets. Only 6 tags, 'Duty Stapler' a fragment.",
  "Quantity: 240 sheets."),
 (62, "r29-16", "amazon", "luxury", 2, "'HOW IT COMES: 240 sheets.' and 'As sold: 240 sheets.' — false contents claim; two bullets total.",
  "HOW IT COMES: 240 sheets."),
 (63, "r29-16", "walmart", "technical", 2, "'Quantity: 240 sheets.'; first key feature is 'Staples NOT incl'.",
  "Quantity: 240 sheets."),
 (64, "r29-16", "ebay", "casual", 2, "'How many: 240 sheets.' — false contents claim; subtitle 'Office stapler'.",
  "How many: 240 sheets."),
 (65, "r29-17", "shopify", "professional", 6, "Only listing family with a real benefit sentence; warnings verbatim. But 'low dust' absent from the body and 'Unscented' capitalised mid-sentence.",
  "Being Unscented, the Clumping Clay Cat Litter 20L x2 leaves no scent behind to clash with anything else."),
 (66, "r29-17", "aliexpress", "luxury", 6, "Reads reasonably; low dust lost from copy.",
  "Unscented, it leaves no scent behind to clash with anything else."),
 (67, "r29-17", "target", "technical", 5, "Benefit crammed into an 'Advantage:' label with the reason in brackets; low dust lost.",
  "Advantage: leaves no scent behind to clash with anything else (Unscented)."),
 (68, "r29-17", "facebook", "casual", 5, "Stilted 'It's Unscented. So yes, ...'; low dust lost.",
  "It's Unscented. So yes, it leaves no scent behind to clash with anything else."),
 (69, "r29-18", "woocommerce", "professional", 6, "Sensible benefit (no animal hide), care and 'not real leather' verbatim; bullets still dump occasions (Night out, Winter).",
  "The Women's Faux Leather Leggings are made without any animal hide, since they are made of PU leather."),
 (70, "r29-18", "bigcommerce", "luxury", 6, "Decent opening ('quiet luxury'), then sizes and occasions in one comma dump.",
  "In addition: sizes UK 6 8 10 12 14 16 18 20, night out and winter."),
 (71, "r29-18", "magento", "technical", 6, "Tidy spec table; 'Use case: for a party.' flat.",
  "Use case: for a party."),
 (72, "r29-18", "generic", "casual", 6, "Sound, flat.",
  "They're great for a party."),
 (73, "r29-19", "etsy", "professional", 5, "Flat 'is realistic' lead; real wood trunk only in tags; 'no watering' filed under caveats.",
  "The Artificial Olive Tree 150cm in Black Pot is realistic."),
 (74, "r29-19", "amazon", "luxury", 4, "Benefit as a warning ('no watering' under WORTH BEARING IN MIND, reads as an instruction); real wood trunk, the key realism claim, missing from bullets, description and search terms.",
  "WORTH BEARING IN MIND: Not UV resistant (fades in direct sun), no watering."),
 (75, "r29-19", "walmart", "technical", 5, "Key features complete, but 'No watering' again a Note.",
  "Note: not UV resistant (fades in direct sun). No watering."),
 (76, "r29-19", "ebay", "casual", 5, "'No watering' as a heads-up; real wood trunk missing from body.",
  "Heads up: it's not UV resistant (fades in direct sun). No watering."),
 (77, "r29-20", "shopify", "professional", 4, "Allergy warning verbatim but glued to 'for professional & home use' and the under-14 line has no full stop; 'Soak off gel' (a product type) made a 'How to use' instruction; 'LED gel' dropped.",
  "Avoid skin contact (allergic reactions can develop, stop use if redness, itching or swelling occurs), for professional & home use."),
 (78, "r29-20", "aliexpress", "luxury", 4, "'In use: soak off gel.' wrong role; warning glued to usage clause.",
  "In use: soak off gel."),
 (79, "r29-20", "target", "technical", 4, "'Instructions: soak off gel.'; 'Function: they last up to 21 days.'",
  "Instructions: soak off gel."),
 (80, "r29-20", "facebook", "casual", 4, "'How to use them: soak off gel.'; warning block unpolished.",
  "How to use them: soak off gel."),
 (81, "r29-21", "woocommerce", "professional", 3, "Invented claim: seller never said each tooth differs; ungrammatical 'it is each slightly different'. 'Science teacher' as a detail. NOT-a-fossil and NOT-a-toy lines intact.",
  "is hand painted, so it is each slightly different from the next."),
 (82, "r29-21", "bigcommerce", "luxury", 3, "Same invented variation claim.",
  "Hand painted as it is, it is each slightly different from the next."),
 (83, "r29-21", "magento", "technical", 3, "Invention promoted to 'Benefit:'.",
  "Benefit: each slightly different from the next (hand painted)."),
 (84, "r29-21", "generic", "casual", 3, "'So yes, it is each slightly different' — invented and garbled.",
  "So yes, it is each slightly different from the next."),
 (85, "r29-22", "etsy", "professional", 4, "Tautological lead; target animals (Bearded dragon, Frogs, Tarantula) and the 'Gut load before feeding' instruction listed as product details.",
  "The Live Brown Crickets Large Tub x50 offers 50 per tub."),
 (86, "r29-22", "amazon", "luxury", 4, "One bullet lumps species, pets and a feeding instruction; 'ITS CARE' mixes feeding prep with keeping.",
  "FURTHER DETAILS: Live crickets, gryllus assimilis, feeder insects, reptile food, bearded dragon, leopard gecko, frogs, tarantula, large size approx 18-22mm and gut load before feeding."),
 (87, "r29-22", "walmart", "technical", 4, "'Parts: 50 per tub.' — crickets as parts; pets as key features.",
  "Parts: 50 per tub."),
 (88, "r29-22", "ebay", "casual", 4, "Garbled 'You'll find 50 per tub on it.'",
  "You'll find 50 per tub on it."),
 (89, "r29-23", "shopify", "professional", 3, "'stained' (the preparation) rendered as the item's condition; garbled lead 'With a permanent mount and insect legs ... are labelled'; glass safety split ('sharp if broken' as 'Further information'); SEO title cut at '(Plant'.",
  "Item condition: stained."),
 (90, "r29-23", "aliexpress", "luxury", 3, "'Its condition: stained.'; safety fragment as 'Worth knowing'.",
  "Its condition: stained."),
 (91, "r29-23", "target", "technical", 3, "'Condition: stained.'; 'Design features: permanent mount, insect legs'.",
  "Condition: stained."),
 (92, "r29-23", "facebook", "casual", 3, "'Current condition: stained.'; 'You can use them for the school.'",
  "Current condition: stained."),
 (93, "r29-24", "woocommerce", "professional", 5, "Thin but true; SEO title tail '| diatonic'; no reason to choose a Special 20.",
  "The Hohner Special 20 Harmonica Key of C is diatonic."),
 (94, "r29-24", "bigcommerce", "luxury", 5, "'Above all ... is diatonic' — luxury filler over four facts.",
  "Above all, the Hohner Special 20 Harmonica Key of C is diatonic."),
 (95, "r29-24", "magento", "technical", 5, "'Additional features: blues harp' (a nickname, not a feature).",
  "• Additional features: blues harp"),
 (96, "r29-24", "generic", "casual", 5, "Keyword-stuffed title; four-bullet body.",
  "Hohner Special 20 Harmonica Key of C - 560/20, diatonic, blues harp, 10 hole, plastic comb"),
 (97, "r29-25", "etsy", "professional", 4, "Invented, misleading tags 'charging cable, charger cable' (it is a data cable for a dev board); 'Static sensitive' as a feature; seller's 'arduino uno compatible' recapitalised. NOT genuine kept.",
  "charging cable, charger cable"),
 (98, "r29-25", "amazon", "luxury", 4, "Search terms padded with irrelevant 'charging charger cord data cables charge sync'; static sensitive as a detail.",
  "boards charging charger cord data cables charge sync"),
 (99, "r29-25", "walmart", "technical", 5, "Decent spec labels; 'static sensitive' filed as a spec.",
  "More specs: robotics and static sensitive."),
 (100, "r29-25", "ebay", "casual", 4, "Garbled 'It's got no power supply incl.'",
  "It's got no power supply incl."),
]


def sections(path):
    text = open(path, encoding="utf-8").read()
    heads = list(re.finditer(r"^## #(\d+) (\S+) · (\S+) · (\S+)\s*$", text, re.M))
    out = {}
    for i, m in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        out[int(m.group(1))] = ((int(m.group(1)), m.group(2), m.group(3), m.group(4)), text[m.start():end])
    return out


def main():
    secs = sections(os.path.join(HERE, "listings.md"))
    scores = [r[4] for r in R]
    n = len(R)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
    print("histogram:")
    for k in range(1, 11):
        c = scores.count(k)
        print(f"  {k:2d}: {c:3d} {'#' * c}")
    for label, idx in (("tone", 3), ("platform", 2)):
        g = defaultdict(list)
        for r in R:
            g[r[idx]].append(r[4])
        print(f"mean by {label}:")
        for k in sorted(g, key=lambda k: (-statistics.mean(g[k]), k)):
            print(f"  {k:12s} {statistics.mean(g[k]):.2f}  (n={len(g[k])})")
    print("mean by product:")
    g = OrderedDict()
    for r in R:
        g.setdefault(r[1], []).append(r[4])
    for k, v in g.items():
        print(f"  {k} {SHORT[k]:26s} {statistics.mean(v):.2f}  {v}")
    hm = qm = 0
    for r in R:
        sec = secs.get(r[0])
        if sec and sec[0] == (r[0], r[1], r[2], r[3]):
            hm += 1
        else:
            print("HEADER MISMATCH", r[:4], sec[0] if sec else None)
        if sec and r[6] in sec[1]:
            qm += 1
        else:
            print("QUOTE NOT FOUND", r[0], repr(r[6]))
    print(f"headers matched: {hm}/{len(secs)}")
    print(f"quotes verified verbatim: {qm}/{n}")


if __name__ == "__main__":
    main()
