// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// ERC-721 whose metadata and picture are built on chain, so an app can show them offline.
/// Enumerable, so an owner's tokens can be listed without an indexer.
contract LatchCritters is ERC721Enumerable, Ownable {
    using Strings for uint256;

    uint256 public nextId = 1;

    constructor(address owner_) ERC721("Latch Critters", "CRIT") Ownable(owner_) {}

    function mint(address to) external onlyOwner returns (uint256 id) {
        id = nextId++;
        _safeMint(to, id);
    }

    function tokenURI(uint256 id) public view override returns (string memory) {
        _requireOwned(id);
        string memory json = string.concat(
            '{"name":"Critter #',
            id.toString(),
            '","description":"A Latch Critter, drawn on chain.","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(_svg(id))),
            '","attributes":[{"trait_type":"Hue","value":',
            _hue(id).toString(),
            "}]}"
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    /// Spreads hues around the colour wheel so neighbouring ids look different.
    function _hue(uint256 id) private pure returns (uint256) {
        return (id * 137) % 360;
    }

    function _svg(uint256 id) private pure returns (string memory) {
        string memory hue = _hue(id).toString();
        string memory eyeY = (44 + (id % 3) * 2).toString();
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
            '<rect width="100" height="100" fill="hsl(',
            hue,
            ',60%,90%)"/><ellipse cx="50" cy="60" rx="30" ry="26" fill="hsl(',
            hue,
            ',65%,50%)"/><circle cx="40" cy="',
            eyeY,
            '" r="6" fill="#fff"/><circle cx="60" cy="',
            eyeY,
            '" r="6" fill="#fff"/><circle cx="41" cy="',
            eyeY,
            '" r="3"/><circle cx="61" cy="',
            eyeY,
            '" r="3"/><path d="M42 68 Q50 74 58 68" stroke="#222" stroke-width="2" fill="none"/></svg>'
        );
    }
}
